-- The licensed-company picker asks for the first names matching what the user typed (licensedCompanyNames with
-- search / limit): names starting with the text first, then names containing it, each in name order. Only licensed
-- companies (a latest license, counted on the row by migration 013's triggers) are indexed:
-- names in order (the first page; "contains" walks it until the page is full when the text is common),
-- names by prefix (text_pattern_ops answers LIKE 'text%' whatever the database's collation),
-- and their trigrams ("contains" when the text is rare).
create index companies_licensed_name_idx on companies (legal_name_lc, id)
  where latest_abc_licenses + latest_supplier_licenses > 0;
create index companies_licensed_name_prefix_idx on companies (legal_name_lc text_pattern_ops)
  where latest_abc_licenses + latest_supplier_licenses > 0;
create index companies_licensed_name_trgm_idx on companies using gin (legal_name_lc gin_trgm_ops)
  where latest_abc_licenses + latest_supplier_licenses > 0;
