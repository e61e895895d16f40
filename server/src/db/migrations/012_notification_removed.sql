-- A removed notification stays delivered (issue 15, one notification per event): POST /api/Notification/Remove sets
-- removed_on instead of deleting the row, so the event key of migration 006 still holds the event and neither the
-- hourly expiry check nor a re-ingested file makes it again. Every read (list, count, bell, hub sync) skips removed
-- rows, so what a user sees is as before.
alter table notifications add column removed_on timestamptz;

-- The list and the bell read only the rows still shown.
drop index notifications_user_idx;
create index notifications_user_idx on notifications (user_id, created_on desc) where removed_on is null;
