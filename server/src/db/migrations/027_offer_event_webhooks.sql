-- Offer events to webhooks (issue 61 §3, ADR 0057): an endpoint may choose the four offer event types beside the
-- license ones. A `json` endpoint gets one delivery per stored offer event (event_key: the offer_events id); a Slack
-- or Teams endpoint one 'offer.summary' per import and market (event_key 'import:<id>:market:<id>'). Neither has a
-- license: the unique index below makes a re-run of the same import, or a second instance, queue nothing twice.
-- The import's transaction only marks the import (webhook_offer_imports, below); the sender fans it out.
alter table webhook_endpoints drop constraint webhook_endpoints_event_types_check;
alter table webhook_endpoints add constraint webhook_endpoints_event_types_check
  check (cardinality(event_types) > 0
    and event_types <@ array['license.new', 'license.renewal', 'license.expiry',
                             'offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed']);

alter table webhook_deliveries drop constraint webhook_deliveries_event_type_check;
alter table webhook_deliveries add constraint webhook_deliveries_event_type_check
  check (event_type in ('license.new', 'license.renewal', 'license.expiry',
                        'offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed', 'offer.summary', 'webhook.test'));

-- Offer types only: a license delivery whose license was deleted (license_id set null) keeps its key (an expiry
-- date) and must not collide with another one's.
create unique index webhook_deliveries_offer_event_idx on webhook_deliveries (endpoint_id, event_type, event_key)
  where event_type in ('offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed', 'offer.summary');

-- The imports whose offer events still wait to be fanned out into deliveries. The import's transaction writes one row
-- here (not one delivery per change and endpoint, which would slow a large import by half); the sender's timer, on
-- whichever instance, expands it right after the commit and deletes it in the same transaction. A crash in between
-- leaves the row, and the next flush expands it (the unique index above keeps that idempotent).
create table webhook_offer_imports (
  import_id integer primary key references offer_imports (id) on delete cascade,
  queued_on timestamptz not null default now()
);
