/**
 * Requests and replies of the notifications area (spec 2 §7) and the hub's payloads (spec 1 §4): one notification
 * has the same shape in GetAll, in a NotificationReceive push and in the GetUnreadNotifications answer.
 */
import { z } from 'zod';
import { count, isoDateTime, nullableText, type Wire } from '../http';
import { BELL_EVENT_TYPES, NOTIFICATION_CATEGORIES } from './wording';
import { DIGEST_CHOICES } from './digest';

/** A 'Price' notification's market and snapshot (issue 61). */
export const noticeOfferMarket = z.object({
  stateCode: z.string(),
  utility: z.string(),
  commodity: z.string(),
  customerClass: z.string(),
  asOf: z.string(),
  previousAsOf: z.string().nullable(),
  /** More changes than the notification lists one sentence each: it counts them instead. */
  summary: z.boolean(),
});
export type NoticeOfferMarket = Wire<typeof noticeOfferMarket>;

/**
 * Spec 1 §3 and spec 2 §3 field names; `message` is the spec 1 §4 wording as plain text. The order of the keys is
 * the order of the reply (the fields always present first, as the API has always sent them).
 */
export const notification = z.object({
  id: z.number().int(),
  isRead: z.boolean(),
  /**
   * The three license events of spec 1 §4; 'Integration': a notice of no license (licenseId and companyId null);
   * 'Price': a price watch's notice (issue 61), `message` its sentences and `offerMarket` its market.
   */
  eventType: z.enum(BELL_EVENT_TYPES),
  licenseId: z.number().int().nullable(),
  createdOn: isoDateTime,
  message: z.string(),
  licenseNumber: nullableText,
  companyId: nullableText,
  legalName: nullableText,
  licenseRegisteredDate: nullableText,
  licenseExpiryDate: nullableText,
  /**
   * False for a recipient without premium data: licenseNumber and both license dates are null, and `message` reads
   * '••••••' for the license number and the license's date (spec 1 §1, §8; the wording of §4 otherwise kept).
   */
  isPremium: z.boolean(),
  /**
   * A 'Price' notification's market and snapshot (null for every other kind): a view links it to the Offers screen,
   * a summary to its What changed view from previousAsOf to asOf.
   */
  offerMarket: noticeOfferMarket.nullable().optional(),
});
/** One notification as it travels (createdOn is ISO text). */
export type InsightsNotification = Wire<typeof notification>;

// ---- POST GetAll

export const NOTIFICATIONS_MAX_PAGE_SIZE = 500;
/** A yyyy-mm-dd filter; absent means none. */
const dayFilter = z.iso.date().optional();

export const getAllNotificationsRequest = z.object({
  // Both required: the spec's page always sends them.
  PageNumber: z.number().int().min(1),
  PageSize: z.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE),
  SearchTerm: z.string().max(200).nullable().optional(),
  orderBy: z.enum(['createdOn', 'CreatedOn', '']).optional(),
  ascendingOrder: z.boolean().optional(),
  from: dayFilter,
  to: dayFilter,
  /** Only license events, price notifications or integration notices (not in the specs; absent: all). */
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
});
export type GetAllNotificationsRequest = Wire<typeof getAllNotificationsRequest>;

export const getAllNotificationsReply = z.object({ data: z.object({ records: z.array(notification), total: count }) });

// ---- POST Mark and Remove: id 0 (or absent) with isAll for all of the caller's notifications

const notificationId = z.number().int().min(0).optional();
export const markNotificationRequest = z.object({ id: notificationId, isRead: z.boolean(), isAll: z.boolean().optional() });
export type MarkNotificationRequest = Wire<typeof markNotificationRequest>;
export const removeNotificationRequest = z.object({ id: notificationId, isAll: z.boolean().optional() });
export type RemoveNotificationRequest = Wire<typeof removeNotificationRequest>;
/** `data: 1` means success. */
export const notificationActionReply = z.object({ data: z.number().int() });

// ---- POST Ingest (not in the specs)

/**
 * The license files the ingest reads: `licenses`, its own columns (State, Commodity, CompanyName, LicenseNumber…, or
 * a Licenses Raw Data export); `puct-rep`, the Texas PUC directory of Retail Electric Providers as exported.
 */
export const LICENSE_FILE_SOURCES = ['licenses', 'puct-rep'] as const;
export type LicenseFileSource = (typeof LICENSE_FILE_SOURCES)[number];
export const ingestRequest = z.object({
  csv: z.string().min(1),
  source: z.enum(LICENSE_FILE_SOURCES, `source must be one of ${LICENSE_FILE_SOURCES.join(', ')}.`).default('licenses')
    .meta({ description: 'The file\'s format: licenses (default) or puct-rep (the Texas PUC REP directory export)' }),
});
export const LICENSE_CHANGES = ['added', 'renewed', 'updated'] as const;
export const ingestReport = z.object({
  added: count,
  renewed: count,
  updated: count,
  /** Notifications created (web), across all followers. */
  notifications: count,
  /** E-mails queued in the outbox. */
  emails: count,
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  /** What each good line did. */
  licenses: z.array(z.object({ line: z.number().int(), licenseId: z.number().int(), companyId: z.string(), change: z.enum(LICENSE_CHANGES) })),
});
export type IngestReport = z.output<typeof ingestReport>;

/**
 * `npm run digest -- --server URL [--now] [--force]`: send the digests that are due (`now`: every user's, for the period
 * so far, recorded like a scheduled send; `force`: also where this period's digest was already sent).
 */
export const sendDigestsRequest = z.object({ now: z.boolean().default(false), force: z.boolean().default(false) });
/** Why a user got no digest: digest off, blocked, no Insights access, this period already sent, no event in the period. */
export const DIGEST_SKIP_REASONS = ['digest-off', 'blocked', 'no-insights-access', 'already-sent', 'no-events'] as const;
export const digestOutcome = z.object({
  email: z.string(),
  digest: z.enum(DIGEST_CHOICES),
  /** A digest e-mail went into the outbox for this user. */
  queued: z.boolean(),
  /** Null when queued. */
  reason: z.enum(DIGEST_SKIP_REASONS).nullable(),
  /** The period looked at (YYYY-MM-DD, the user's own days); null when none was (digest off, blocked, no access). */
  first: z.string().nullable(),
  last: z.string().nullable(),
  /** Events found in the period. */
  events: count,
});
export type DigestOutcome = z.output<typeof digestOutcome>;
/** `sent`: e-mails queued; `users`: every user, in e-mail order, with what happened and why. */
export const sendDigestsReply = z.object({ sent: count, users: z.array(digestOutcome) });
export type DigestRunReport = z.output<typeof sendDigestsReply>;

// ---- the hub

/** GetUnreadNotifications: the newest unread notifications and how many unread there are in all. */
export const unreadNotificationsReply = z.object({ total: count, notifications: z.array(notification) });
export type UnreadNotificationsReply = Wire<typeof unreadNotificationsReply>;

/** Negotiate (the SignalR client's first call): only the WebSockets transport is offered. */
export const hubNegotiateReply = z.object({
  negotiateVersion: z.literal(1),
  connectionId: z.string(),
  connectionToken: z.string(),
  availableTransports: z.array(z.object({ transport: z.literal('WebSockets'), transferFormats: z.array(z.enum(['Text', 'Binary'])) })),
});
export const hubNegotiateQuery = z.object({ access_token: z.string().optional(), negotiateVersion: z.string().optional() });
