-- API keys of a client (issue 37 §3): a client's own tools read companies, licenses and market activity with
-- `Authorization: Bearer ins_…`. Only a SHA-256 hash of the key is stored (ADR 0032); the key is shown once.
create table api_keys (
  id uuid primary key,
  client_id uuid not null references clients (id) on delete cascade,
  name text not null,
  -- The key's first 12 characters ('ins_' + 8), to recognise it in the list; not enough to use it.
  start text not null,
  -- Hex SHA-256 of the whole key: the only form of the key the server keeps.
  key_hash text not null unique,
  scopes text[] not null,
  rate_limit_per_minute integer not null check (rate_limit_per_minute between 1 and 10000),
  -- Who created it; the e-mail is copied so the list outlives the user (like the audit trail).
  created_by_user_id integer references users (id) on delete set null,
  created_by_email text,
  created_on timestamptz not null default now(),
  expires_on timestamptz not null,
  -- When it stops (stopped) working by revocation. In the future for a key rolled with a grace period: the grace end.
  revoked_on timestamptz,
  -- Written at most once a minute per key, not on every request.
  last_used_on timestamptz,
  last_used_from text,
  -- For a key made by a roll: the key it replaced.
  replaces_key_id uuid references api_keys (id) on delete set null
);
create index api_keys_client_idx on api_keys (client_id, created_on desc);
