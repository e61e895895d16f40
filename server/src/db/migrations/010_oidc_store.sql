-- Identity state in the database (issue 12, ADR 0016): what the identity provider must remember between requests
-- lives here, so it survives a restart and is shared by every server instance on the same database.

-- oidc-provider's models (Session, Grant, AuthorizationCode, RefreshToken, Interaction, AccessToken when opaque,
-- ReplayDetection, …), one row per (model, id). The payload is the provider's own JSON; the columns beside it are the
-- lookups the adapter needs. expires_at null = no expiry (the provider gives none).
create table oidc_store (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_store_grant_idx on oidc_store (grant_id) where grant_id is not null;
create index oidc_store_uid_idx on oidc_store (model, uid) where uid is not null;
create index oidc_store_user_code_idx on oidc_store (model, user_code) where user_code is not null;
create index oidc_store_expires_idx on oidc_store (expires_at) where expires_at is not null;

-- The provider's signing keys (JWKS) and cookie keys, one row. Every instance on the database signs and verifies
-- with the same keys; the first instance to start creates them. Readable by whoever can read the database.
create table identity_secrets (
  id text primary key default 'current' check (id = 'current'),
  secrets jsonb not null,
  created_on timestamptz not null default now()
);

-- Failed sign-ins, counted per account (normalised e-mail) and per client address, so the throttle holds across
-- instances. A row lives until expires_at (end of its counting window or of its lock, whichever is later).
create table sign_in_failures (
  key text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz,
  expires_at timestamptz not null
);
create index sign_in_failures_expires_idx on sign_in_failures (expires_at);
