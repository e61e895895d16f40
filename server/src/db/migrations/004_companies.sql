-- Company list and detail (issue 3): indexes for search, filters, sorting and the per-company sections.
-- pg_trgm is not loaded in embedded PGlite, so substring search runs over the (small) companies and aliases
-- tables, and license numbers match by prefix through a text_pattern_ops index.

-- Sorting the company list: the name is the default order, id breaks ties so pages never overlap.
create index companies_legal_name_sort_idx on companies (lower(legal_name), id);
create index companies_email_domain_sort_idx on companies (lower(email_domain), id);
create index companies_type_sort_idx on companies (company_type, lower(legal_name), id);

-- Search by license number prefix ('A-2021-…', 'ESCO-12…') and by alias name.
create index licenses_number_pattern_idx on licenses (lower(license_number) text_pattern_ops);
create index aliases_name_pattern_idx on aliases (lower(alias_name) text_pattern_ops);

-- Filters (state, license type, commodity) resolve to company ids through the latest licenses.
create index licenses_latest_company_idx on licenses (company_id, state_code, commodity, is_supplier) where is_latest;

-- Follow state of one user across the list.
create index follows_user_company_idx on follows (user_id, company_id);
