-- A regulator gives a license number to one license only: among latest licenses, a number is unique per state and
-- commodity (case-insensitive, as the ingest matches it). An ingest that meets a number held by another company
-- refuses the row; this index makes the rule hold even for two writers at once.

-- Databases seeded before this rule may hold the same number for several companies (the old demo generator drew
-- from too few numbers). The oldest license keeps the number; each later one gets its own id appended, so no
-- license disappears and the duplicates stay recognisable ('10034' → '10034-D5120').
update licenses l
   set license_number = l.license_number || '-D' || l.id
 where l.is_latest
   and l.license_number is not null
   and exists (select 1 from licenses o
                where o.is_latest and o.id < l.id and o.state_code = l.state_code and o.commodity = l.commodity
                  and lower(o.license_number) = lower(l.license_number));

create unique index licenses_latest_number_unique_idx
  on licenses (state_code, commodity, lower(license_number)) where is_latest and license_number is not null;
