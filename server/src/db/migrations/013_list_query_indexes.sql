-- List queries at 10× data (issue 13): the company list's "contains" search, its license sorts, and the lists that
-- aggregate every latest license (state-wise counts, licensed company names, licenses raw data).

-- Trigram indexes answer LIKE '%text%' (PGlite loads the extension in pgliteDb.ts; PostgreSQL ships it in contrib,
-- and it is a trusted extension, so the database owner may create it).
create extension if not exists pg_trgm;

-- The search compares lower-cased text: lower() on every row of every request was most of the company list's cost.
-- Stored copies, kept by PostgreSQL itself, hold exactly lower(column).
alter table companies
  add column legal_name_lc text generated always as (lower(legal_name)) stored,
  add column email_domain_lc text generated always as (lower(email_domain)) stored;
alter table aliases add column alias_name_lc text generated always as (lower(alias_name)) stored;

-- The alias search is a sub-query of its own, which a rare text answers from this index. Names and domains have
-- none: the list tests them in the same OR as the alias and license number sub-queries, which PostgreSQL evaluates
-- row by row; measured at 10× data, a UNION of trigram index scans counted common texts ('energy', 'power') 1.5–3×
-- slower than that scan over the stored lower-cased columns, and only rare ones faster.
create index aliases_alias_name_trgm_idx on aliases using gin (alias_name_lc gin_trgm_ops);

-- The company list's state / license type / commodity filter reads company ids from the index alone. It starts with
-- the columns of licenses_latest_state_idx, which it replaces.
create index licenses_latest_filter_company_idx on licenses (state_code, commodity, is_supplier, company_id) where is_latest;
drop index licenses_latest_state_idx;

-- Latest licenses per company, ABC and Supplier apart, on the company row: the company list sorts by their sum
-- (License Count) and by which kinds a company holds (License Type) without counting every company's licenses per
-- request, and its License Count sort walks an index and stops after one page. Kept by statement triggers on
-- licenses, whoever writes them (seed, ingest, merge, a company deleted with its licenses).
alter table companies
  add column latest_abc_licenses integer not null default 0,
  add column latest_supplier_licenses integer not null default 0;

update companies c
   set latest_abc_licenses = s.abc, latest_supplier_licenses = s.supplier
  from (select company_id, count(*) filter (where not is_supplier)::int as abc, count(*) filter (where is_supplier)::int as supplier
          from licenses where is_latest group by company_id) s
 where c.id = s.company_id;

create index companies_license_count_sort_idx on companies ((latest_abc_licenses + latest_supplier_licenses), lower(legal_name));

create function company_license_counts_apply() returns trigger language plpgsql as $$
begin
  -- Only the transition tables the operation has are read (an INSERT has no old rows, a DELETE no new ones).
  if tg_op = 'INSERT' then
    update companies c
       set latest_abc_licenses = c.latest_abc_licenses + d.abc, latest_supplier_licenses = c.latest_supplier_licenses + d.supplier
      from (select company_id, count(*) filter (where not is_supplier)::int as abc, count(*) filter (where is_supplier)::int as supplier
              from new_rows where is_latest group by company_id) d
     where c.id = d.company_id;
  elsif tg_op = 'DELETE' then
    update companies c
       set latest_abc_licenses = c.latest_abc_licenses - d.abc, latest_supplier_licenses = c.latest_supplier_licenses - d.supplier
      from (select company_id, count(*) filter (where not is_supplier)::int as abc, count(*) filter (where is_supplier)::int as supplier
              from old_rows where is_latest group by company_id) d
     where c.id = d.company_id;
  else
    -- Only the companies whose figures moved are written (an ingest that renews a license writes none).
    update companies c
       set latest_abc_licenses = c.latest_abc_licenses + d.abc, latest_supplier_licenses = c.latest_supplier_licenses + d.supplier
      from (select company_id, sum(abc)::int as abc, sum(supplier)::int as supplier
              from (select company_id, case when is_supplier then 0 else -1 end as abc, case when is_supplier then -1 else 0 end as supplier
                      from old_rows where is_latest
                    union all
                    select company_id, case when is_supplier then 0 else 1 end, case when is_supplier then 1 else 0 end
                      from new_rows where is_latest) moved
             group by company_id having sum(abc) <> 0 or sum(supplier) <> 0) d
     where c.id = d.company_id;
  end if;
  return null;
end $$;

create trigger licenses_company_counts_insert after insert on licenses
  referencing new table as new_rows for each statement execute function company_license_counts_apply();
create trigger licenses_company_counts_update after update on licenses
  referencing old table as old_rows new table as new_rows for each statement execute function company_license_counts_apply();
create trigger licenses_company_counts_delete after delete on licenses
  referencing old table as old_rows for each statement execute function company_license_counts_apply();

create function company_license_counts_clear() returns trigger language plpgsql as $$
begin
  update companies set latest_abc_licenses = 0, latest_supplier_licenses = 0
   where latest_abc_licenses <> 0 or latest_supplier_licenses <> 0;
  return null;
end $$;
create trigger licenses_company_counts_truncate after truncate on licenses
  for each statement execute function company_license_counts_clear();

-- A counter every write to licenses, companies, aliases or states moves forward, in the writer's own transaction. A
-- server keeps what it computed from those tables (state-wise counts, licensed company names, licenses raw data,
-- the company list's totals) while the counter stays where it was when it read it (routeHelpers.ts
-- cachedByDataVersion), so a write by any path or by another server instance is seen at the next request.
create table list_data_version (
  id integer primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into list_data_version default values;

create function list_data_version_bump() returns trigger language plpgsql as $$
begin
  update list_data_version set version = version + 1 where id = 1;
  return null;
end $$;

create trigger licenses_list_data_version after insert or update or delete or truncate on licenses
  for each statement execute function list_data_version_bump();
create trigger companies_list_data_version after insert or update or delete or truncate on companies
  for each statement execute function list_data_version_bump();
create trigger aliases_list_data_version after insert or update or delete or truncate on aliases
  for each statement execute function list_data_version_bump();
create trigger states_list_data_version after insert or update or delete or truncate on states
  for each statement execute function list_data_version_bump();
