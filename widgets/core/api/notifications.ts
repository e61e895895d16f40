import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';
import type { InsightsNotification } from '../../../contract/notifications/wording';

export {
  notificationDate,
  notificationParts,
  notificationText,
  UNKNOWN_COMPANY_TEXT,
  type InsightsNotification,
  type NotificationEventType,
} from '../../../contract/notifications/wording';

// ---- Notification calls (spec 2 §7) ----

export interface NotificationQuery {
  /** 1-based page (the spec's PageNumber = page index + 1). */
  pageNumber: number;
  pageSize: number;
  searchTerm?: string;
  orderBy?: 'createdOn';
  ascendingOrder?: boolean;
  /** yyyy-mm-dd */
  from?: string;
  to?: string;
}

export interface NotificationPage {
  records: InsightsNotification[];
  total: number;
}

export async function getNotifications(api: ApiClient, q: NotificationQuery, signal?: AbortSignal): Promise<NotificationPage> {
  const body: Record<string, unknown> = {
    PageNumber: q.pageNumber,
    PageSize: q.pageSize,
    SearchTerm: (q.searchTerm ?? '').trim(),
    orderBy: q.orderBy ?? 'createdOn',
    ascendingOrder: q.ascendingOrder ?? false,
  };
  if (q.from) body.from = q.from;
  if (q.to) body.to = q.to;
  const reply = await api.post<{ data?: { records?: InsightsNotification[]; total?: number } } | null>('/api/Notification/GetAll', body, { signal });
  return { records: reply?.data?.records ?? [], total: reply?.data?.total ?? 0 };
}

/** POST /api/Notification/Mark; true when the server answered data 1. */
export async function markNotification(api: ApiClient, args: { id?: number; isRead: boolean; isAll?: boolean }): Promise<boolean> {
  const reply = await api.post<{ data?: number } | null>('/api/Notification/Mark', { id: args.id ?? 0, isRead: args.isRead, isAll: args.isAll ?? false });
  return reply?.data === 1;
}

/** POST /api/Notification/Remove; true when the server answered data 1. */
export async function removeNotification(api: ApiClient, args: { id?: number; isAll?: boolean }): Promise<boolean> {
  const reply = await api.post<{ data?: number } | null>('/api/Notification/Remove', { id: args.id ?? 0, isAll: args.isAll ?? false });
  return reply?.data === 1;
}

// ---- Notification settings and subscribed companies (spec 2 §3, §7) ----

export interface NotificationSettings {
  id: number;
  allowEmail: boolean;
  allowWeb: boolean;
  allowSms: boolean;
  notificationTriggerInDays: number;
}

export interface SubscribedCompany {
  companyId: string;
  legalName: string;
}

const userPath = (clientId: string, rest: string) => `/api/client/${encodeURIComponent(clientId)}/user/${rest}`;

export async function getNotificationSettings(api: ApiClient, clientId: string, secureId: string, signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>(userPath(clientId, 'notification-settings'), { query: { secureId }, signal });
}

export interface SaveNotificationSettings {
  id: number;
  secureId: string;
  allowEmail: boolean;
  allowWeb: boolean;
  allowSms: boolean;
  /** Sent only when Email or Web is ticked (spec 2 §5). */
  notificationTriggerInDays?: number;
}

/** Returns the server's message (data). */
export async function saveNotificationSettings(api: ApiClient, clientId: string, s: SaveNotificationSettings): Promise<string> {
  const body: Record<string, unknown> = {
    Id: s.id,
    SecureId: s.secureId,
    allowEmail: s.allowEmail,
    allowSms: s.allowSms,
    allowWeb: s.allowWeb,
  };
  if (s.allowEmail || s.allowWeb) body.notificationTriggerInDays = s.notificationTriggerInDays;
  const reply = await api.post<{ data?: string } | null>(userPath(clientId, 'notification-settings'), body);
  return reply?.data ?? '';
}

export async function getSubscribedCompanies(api: ApiClient, clientId: string, secureId: string, signal?: AbortSignal): Promise<SubscribedCompany[]> {
  const reply = await api.get<SubscribedCompany[] | null>(userPath(clientId, 'subscribed-companies'), { query: { secureId }, signal });
  return reply ?? [];
}

/**
 * Query keys and fetchers of the notifications area (ADR 0009). Everything here differs per user, so keys start
 * with the `user` scope: a sign-in as somebody else never sees the previous user's notifications or settings.
 */
export const notificationQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'notifications'] as const,
  list: (ctx: ApiContext, q: NotificationQuery) =>
    queryOptions({
      queryKey: [...notificationQueries.all(ctx), 'list', q] as const,
      queryFn: ({ signal }) => getNotifications(ctx.api, q, signal),
    }),
  settings: (ctx: ApiContext, clientId: string, secureId: string) =>
    queryOptions({
      queryKey: [...ctx.user, 'notification-settings', clientId, secureId] as const,
      queryFn: ({ signal }) => getNotificationSettings(ctx.api, clientId, secureId, signal),
      enabled: Boolean(clientId && secureId),
    }),
  subscribedCompanies: (ctx: ApiContext, clientId: string, secureId: string) =>
    queryOptions({
      queryKey: [...ctx.user, 'subscribed-companies', clientId, secureId] as const,
      queryFn: ({ signal }) => getSubscribedCompanies(ctx.api, clientId, secureId, signal),
      enabled: Boolean(clientId && secureId),
    }),
};
