import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_ENDPOINTS } from '../../../contract/notifications/endpoints';
import { clientPath, SETTINGS_ENDPOINTS } from '../../../contract/settings/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  GetAllNotificationsRequest,
  getAllNotificationsReply,
  InsightsNotification,
  MarkNotificationRequest,
  notificationActionReply,
  RemoveNotificationRequest,
} from '../../../contract/notifications/schemas';
import type {
  NotificationSettings,
  SaveNotificationSettingsBody,
  saveNotificationSettingsReply,
  SubscribedCompany,
} from '../../../contract/settings/schemas';
import type { DigestChoice } from '../../../contract/notifications/digest';
import type { NotificationCategory } from '../../../contract/notifications/wording';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

export {
  notificationDate,
  notificationParts,
  notificationSegments,
  PREMIUM_MASK,
  notificationText,
  UNKNOWN_COMPANY_TEXT,
  type NotificationEventType,
  type NotificationCategory,
} from '../../../contract/notifications/wording';
export type { InsightsNotification, NotificationSettings, SubscribedCompany };

// ---- Notification calls (spec 2 §7)

export interface NotificationListArgs {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Trimmed here; empty lists everything. */
  search?: string;
  /** By date, oldest first; newest first when left out. */
  ascending?: boolean;
  /** yyyy-mm-dd, inclusive; left out when empty. */
  from?: string;
  to?: string;
  /** Only license events, price notices or integration notices (issue 61); left out: all. */
  category?: NotificationCategory;
}

export interface NotificationPage {
  records: InsightsNotification[];
  total: number;
}

export async function getNotifications(api: ApiClient, args: NotificationListArgs, signal?: AbortSignal): Promise<NotificationPage> {
  const body: GetAllNotificationsRequest = {
    PageNumber: args.page,
    PageSize: args.pageSize,
    SearchTerm: (args.search ?? '').trim(),
    orderBy: 'createdOn',
    ascendingOrder: args.ascending ?? false,
  };
  if (args.from) body.from = args.from;
  if (args.to) body.to = args.to;
  if (args.category) body.category = args.category;
  const reply = await api.post<Tolerant<Wire<typeof getAllNotificationsReply>> | null>(NOTIFICATIONS_ENDPOINTS.getAll, body, { signal });
  return { records: reply?.data?.records ?? [], total: reply?.data?.total ?? 0 };
}

type ActionReply = Tolerant<Wire<typeof notificationActionReply>> | null;

/** POST Mark: one notification (`id`) or all of them (`all`); true when the server answered data 1. */
export async function markNotification(api: ApiClient, args: { id?: number; isRead: boolean; all?: boolean }): Promise<boolean> {
  const body: MarkNotificationRequest = { id: args.id ?? 0, isRead: args.isRead, isAll: args.all ?? false };
  return (await api.post<ActionReply>(NOTIFICATIONS_ENDPOINTS.mark, body))?.data === 1;
}

/** POST Remove: one notification (`id`) or all of them (`all`); true when the server answered data 1. */
export async function removeNotification(api: ApiClient, args: { id?: number; all?: boolean }): Promise<boolean> {
  const body: RemoveNotificationRequest = { id: args.id ?? 0, isAll: args.all ?? false };
  return (await api.post<ActionReply>(NOTIFICATIONS_ENDPOINTS.remove, body))?.data === 1;
}

// ---- Notification settings and subscribed companies (spec 2 §3, §7)

export interface UserRef {
  clientId: string;
  secureId: string;
}

export async function getNotificationSettings(api: ApiClient, user: UserRef, signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>(clientPath(SETTINGS_ENDPOINTS.notificationSettings, user.clientId), { query: { secureId: user.secureId }, signal });
}

export interface NotificationSettingsChanges {
  id: number;
  secureId: string;
  allowEmail: boolean;
  allowWeb: boolean;
  allowSms: boolean;
  /** Sent only while Email or Web is ticked (spec 2 §5). */
  notificationTriggerInDays?: number;
  /** Not in the spec (issue 23); left out, the stored choice stays. */
  digest?: DigestChoice;
}

/** Returns the server's message (`data`); '' when it sent none. */
export async function saveNotificationSettings(api: ApiClient, clientId: string, changes: NotificationSettingsChanges): Promise<string> {
  const body: SaveNotificationSettingsBody = {
    Id: changes.id,
    SecureId: changes.secureId,
    allowEmail: changes.allowEmail,
    allowSms: changes.allowSms,
    allowWeb: changes.allowWeb,
  };
  if (changes.allowEmail || changes.allowWeb) body.notificationTriggerInDays = changes.notificationTriggerInDays;
  if (changes.digest) body.digest = changes.digest;
  const reply = await api.post<Tolerant<Wire<typeof saveNotificationSettingsReply>> | null>(
    clientPath(SETTINGS_ENDPOINTS.notificationSettings, clientId),
    body,
  );
  return reply?.data ?? '';
}

export async function getSubscribedCompanies(api: ApiClient, user: UserRef, signal?: AbortSignal): Promise<SubscribedCompany[]> {
  const reply = await api.get<SubscribedCompany[] | null>(clientPath(SETTINGS_ENDPOINTS.subscribedCompanies, user.clientId), {
    query: { secureId: user.secureId },
    signal,
  });
  return reply ?? [];
}

/**
 * Query keys and fetchers (docs/decisions/0009-query-keys.md). All of it differs per user, so keys start with the
 * `user` scope: a sign-in as somebody else never sees the previous user's notifications or settings.
 */
export const notificationQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'notifications'] as const,
  list: (ctx: ApiContext, args: NotificationListArgs) =>
    queryOptions({
      queryKey: [...notificationQueries.all(ctx), 'list', args] as const,
      queryFn: ({ signal }) => getNotifications(ctx.api, args, signal),
    }),
};

/** A user's settings and follows: the signed-in user's own, or (admins) another user's of the client. */
export const notificationSettingsQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'notification-settings'] as const,
  settings: (ctx: ApiContext, user: UserRef) =>
    queryOptions({
      queryKey: [...notificationSettingsQueries.all(ctx), 'settings', user.clientId, user.secureId] as const,
      queryFn: ({ signal }) => getNotificationSettings(ctx.api, user, signal),
      enabled: Boolean(user.clientId && user.secureId),
    }),
  subscribedCompanies: (ctx: ApiContext, user: UserRef) =>
    queryOptions({
      queryKey: [...notificationSettingsQueries.all(ctx), 'subscribed-companies', user.clientId, user.secureId] as const,
      queryFn: ({ signal }) => getSubscribedCompanies(ctx.api, user, signal),
      enabled: Boolean(user.clientId && user.secureId),
    }),
};
