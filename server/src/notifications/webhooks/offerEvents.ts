import type { Queryable } from '../../db/db.js';

/**
 * Queues the webhook deliveries of one offers import's events (issue 61 §3), inside the import's transaction, so an
 * import that commits has its deliveries queued and one that rolls back has none: each `json` endpoint whose
 * eventTypes, stateCodes and commodity match gets one signed delivery per event; each Slack or Teams endpoint one
 * summary message per import and market. Returns how many deliveries were queued; the sender's timer sends them.
 *
 * SKELETON (lead, issue 61): the webhooks helper implements it; the import pipeline already calls it.
 */
export async function queueOfferEventWebhooks(_db: Queryable, _importId: number): Promise<number> {
  return 0;
}
