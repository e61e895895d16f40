-- License history (issue 36): every license event, dated, once, and a monthly rollup of it per market.
-- New: on the registration date (or the day first seen). Renewed: on the day a later expiry date was recorded.
-- Expired: on the expiry date, written when the expiry date is recorded and deleted again when a renewal comes before
-- it, so a row dated after today is an expiry still to come (on its day the license counts as expired). active_delta moves "Active" (registered
-- and not yet expired): +1 New, -1 Expired, +1 a renewal after the license had expired, else 0.
create table license_events (
  license_id integer not null references licenses (id) on delete cascade,
  event_type text not null check (event_type in ('New', 'Renewed', 'Expired')),
  event_date date not null,
  active_delta smallint not null check (active_delta between -1 and 1),
  -- The license's market when the event happened (the rollup's key).
  state_code char(2) not null,
  commodity text not null,
  license_type text not null,
  primary key (license_id, event_type, event_date)
);
-- The current month is read from the events themselves (only what happened up to today counts).
create index license_events_date_idx on license_events (event_date);

-- What GetActivity reads for past months (docs/decisions/0022-market-activity-rollup.md): per month, every
-- combination of state, commodity and license type as stored, each also as '*' (every state, both commodities,
-- every type), so any filter reads one row per month, or one per stored type for a type family (ABC, Broker).
-- Kept by the triggers below, whoever writes the events.
create table license_activity_monthly (
  state_code text not null,
  commodity text not null,
  license_type text not null,
  month date not null,
  new integer not null default 0,
  renewed integer not null default 0,
  expired integer not null default 0,
  active_delta integer not null default 0,
  primary key (state_code, commodity, license_type, month)
);

-- Statement-level, with transition tables: a bulk insert of 100,000 events (the seed) is one aggregate, not
-- 100,000 row updates. Rows a statement removed count negatively.
create function license_activity_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    insert into license_activity_monthly as m (state_code, commodity, license_type, month, new, renewed, expired, active_delta)
    select case when grouping(state_code) = 1 then '*' else state_code::text end,
           case when grouping(commodity) = 1 then '*' else commodity end,
           case when grouping(license_type) = 1 then '*' else license_type end,
           date_trunc('month', event_date)::date,
           -count(*) filter (where event_type = 'New'), -count(*) filter (where event_type = 'Renewed'),
           -count(*) filter (where event_type = 'Expired'), -sum(active_delta)
      from old_events group by date_trunc('month', event_date), cube (state_code, commodity, license_type)
    on conflict (state_code, commodity, license_type, month) do update
       set new = m.new + excluded.new, renewed = m.renewed + excluded.renewed,
           expired = m.expired + excluded.expired, active_delta = m.active_delta + excluded.active_delta;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into license_activity_monthly as m (state_code, commodity, license_type, month, new, renewed, expired, active_delta)
    select case when grouping(state_code) = 1 then '*' else state_code::text end,
           case when grouping(commodity) = 1 then '*' else commodity end,
           case when grouping(license_type) = 1 then '*' else license_type end,
           date_trunc('month', event_date)::date,
           count(*) filter (where event_type = 'New'), count(*) filter (where event_type = 'Renewed'),
           count(*) filter (where event_type = 'Expired'), sum(active_delta)
      from new_events group by date_trunc('month', event_date), cube (state_code, commodity, license_type)
    on conflict (state_code, commodity, license_type, month) do update
       set new = m.new + excluded.new, renewed = m.renewed + excluded.renewed,
           expired = m.expired + excluded.expired, active_delta = m.active_delta + excluded.active_delta;
  end if;
  return null;
end
$$;

create trigger license_events_inserted after insert on license_events
  referencing new table as new_events for each statement execute function license_activity_apply();
create trigger license_events_deleted after delete on license_events
  referencing old table as old_events for each statement execute function license_activity_apply();
create trigger license_events_updated after update on license_events
  referencing old table as old_events new table as new_events for each statement execute function license_activity_apply();

-- A database from before this migration: each latest license's New (registration date, else the day it was
-- stored) and its Expired on the expiry date; renewals before today were not recorded, so none are invented.
insert into license_events (license_id, event_type, event_date, active_delta, state_code, commodity, license_type)
select id, 'New', coalesce(license_registered_date, created_date::date), 1, state_code, commodity, license_type
  from licenses where is_latest
union all
select id, 'Expired', greatest(license_expiry_date, coalesce(license_registered_date, created_date::date)), -1, state_code, commodity, license_type
  from licenses where is_latest and license_expiry_date is not null;
