/**
 * The e-mail digest (issue 23): one e-mail per user per period with the license events of their follows and market
 * watches, sent at DIGEST_HOUR in the user's time zone — daily, or weekly on Monday.
 */
export const DIGEST_CHOICES = ['off', 'daily', 'weekly'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];
export const DIGEST_LABELS: Readonly<Record<DigestChoice, string>> = { off: 'Off', daily: 'Daily', weekly: 'Weekly (Monday)' };
export const DIGEST_HOUR = 7;
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** How long an unsubscribe link works. */
export const DIGEST_UNSUBSCRIBE_DAYS = 60;
export const DIGEST_UNSUBSCRIBE_PATH = '/digest/unsubscribe';
