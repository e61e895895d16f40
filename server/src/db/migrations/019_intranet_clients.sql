-- Intranet clients (issue 28): the public OIDC clients a client's intranet signs its users in with. The identity
-- provider reads them from here on every authorization (identity/intranetClients.ts), so a change needs no restart.
create table intranet_clients (
  client_id text primary key,
  name text not null,
  -- The tenant whose users may sign in through this client; others are refused on the sign-in page.
  tenant_client_id uuid not null references clients (id) on delete cascade,
  redirect_uris text[] not null,
  post_logout_redirect_uris text[] not null default '{}',
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index intranet_clients_tenant_idx on intranet_clients (tenant_client_id);
