-- The licensed-company picker asks for the first names matching what the user typed (licensedCompanyNames with
-- search / limit). Only licensed companies (a latest license, counted on the row by migration 013's triggers) are
-- indexed: the names in order for the first page, their trigrams for "contains".
create index companies_licensed_name_idx on companies (legal_name_lc, id)
  where latest_abc_licenses + latest_supplier_licenses > 0;
create index companies_licensed_name_trgm_idx on companies using gin (legal_name_lc gin_trgm_ops)
  where latest_abc_licenses + latest_supplier_licenses > 0;
