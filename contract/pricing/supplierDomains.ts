/**
 * The built-in supplier-to-domain map of spec 2 §7 (logos are fetched by domain). It matches the reference
 * server's seeded suppliers. Charts show a placeholder for an unknown supplier (`supplierDomain`); the leaderboard
 * and dashboard medals use the default fallback domain (`supplierLogoDomain`), which the logo route also serves.
 */
export const SUPPLIER_DOMAINS: Readonly<Record<string, string>> = {
  '1001': 'lonestarpower.example', // Lone Star Power Co.
  '1002': 'keystoneenergy.example', // Keystone Energy Partners
  '1003': 'bluebonnetelectric.example', // Bluebonnet Electric Supply
  '1004': 'harborline.example', // Harborline Energy
  '1005': 'northwindenergy.com', // Northwind Energy LLC
  '1006': 'contosopower.com', // Contoso Power Inc.
  '1007': 'summitridgepower.example', // Summit Ridge Power
  '1008': 'prairiewind.example', // Prairie Wind Energy
  '1009': 'granitestatesupply.example', // Granite State Electric Supply
  '1010': 'libertybellpower.example', // Liberty Bell Power
  '1011': 'cardinalgp.example', // Cardinal Gas & Power
  '1012': 'evergreenretail.example', // Evergreen Retail Energy
  '1013': 'beaconhillenergy.example', // Beacon Hill Energy
  '1014': 'ironwoodpower.example', // Ironwood Power
  '1015': 'pinnacleenergy.example', // Pinnacle Energy Services
  '1016': 'riverbendgas.example', // Riverbend Natural Gas
  '1017': 'copperline.example', // Copperline Energy
  '1018': 'atlaspower.example', // Atlas Commercial Power
  '1019': 'meridiansupply.example', // Meridian Energy Supply
  '1020': 'oakmontpg.example', // Oakmont Power & Gas
  '1021': 'sterlingenergy.example', // Sterling Energy Group
  '1022': 'clearwaterelectric.example', // Clearwater Electric
  '1023': 'redrockenergy.example', // Redrock Energy
  '1024': 'lakeshoregas.example', // Lakeshore Gas Supply
  '1025': 'patriotpower.example', // Patriot Power Partners
  '1026': 'silverline.example', // Silverline Energy
  '1027': 'highlandpower.example', // Highland Power Supply
  '1028': 'tidewaterenergy.example', // Tidewater Energy
  '1029': 'frontierretail.example', // Frontier Retail Power
  '1030': 'blueheron.example', // Blue Heron Energy
  '1031': 'crescentenergy.example', // Crescent Energy Marketing
  '1032': 'vantagepointpower.example', // Vantage Point Power
  '1033': 'eastgategas.example', // Eastgate Natural Gas
  '1034': 'windwardenergy.example', // Windward Energy
  '1035': 'stonebridgepower.example', // Stonebridge Power
  '1036': 'westfieldenergy.example', // Westfield Energy Supply
  '1037': 'brightwaterpower.example', // Brightwater Power
  '1038': 'juniperenergy.example', // Juniper Energy
};

export const supplierDomain = (supplierId: string): string | null => SUPPLIER_DOMAINS[supplierId] ?? null;

/** The logo service's fallback for a supplier the map does not know. */
export const DEFAULT_SUPPLIER_DOMAIN = 'insights-supplier.example';

export const supplierLogoDomain = (supplierId: string | null | undefined): string =>
  (supplierId && SUPPLIER_DOMAINS[supplierId]) || DEFAULT_SUPPLIER_DOMAIN;
