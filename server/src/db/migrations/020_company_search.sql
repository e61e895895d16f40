-- The global search (issue 24, POST /api/company/SearchCompany): the first ten companies for what a user types, names
-- starting with the text first. Answered in stages that each stop after a page (server/src/routes/company/companySearch.ts):
-- names in byte order (the C collation also lets LIKE 'text%' use the index as a range), walked until the page is full;
-- names holding a text of three letters or more through their trigrams (the company list's own search scans instead,
-- migration 013: it counts every match, which a trigram index does not speed up for common texts);
-- e-mail domains and license numbers starting with the text, as ranges of byte-ordered indexes.
create index companies_name_search_idx on companies ((legal_name_lc collate "C"), id);
create index companies_name_trgm_idx on companies using gin (legal_name_lc gin_trgm_ops);
create index companies_domain_search_idx on companies ((email_domain_lc collate "C"));
create index licenses_number_search_idx on licenses ((lower(license_number) collate "C"));
