-- Offer reads and markets (issue 60's closing note). A market is found without regard to the case of its utility and
-- customer class (the reads' findMarket, the import's market look-up): this index answers that look-up and makes it
-- the rule, so 'ONCOR ELECTRIC DELIVERY COMPANY' and 'Oncor Electric Delivery Company' can never be two markets.
-- No database holds two such markets: the import already found a stored market without regard to case before it
-- created one (and the readers now give one spelling to all of a file's rows of one market).
create unique index offer_markets_key_ci_idx on offer_markets (state_code, lower(utility), commodity, lower(customer_class));
