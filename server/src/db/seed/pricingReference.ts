/**
 * Reference data of the pricing service: markets, states, utilities (real names), load zones, rate classes,
 * Texas load profiles, billing methods and ~38 fictional suppliers with domains.
 */
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from './tenants.js';

export interface MarketDef {
  name: string;
  commodity: 'Electricity' | 'NatGas';
  states: string[];
}

/** ERCOT first: the default market of the Pricing screen. */
export const PRICING_MARKETS: MarketDef[] = [
  { name: 'ERCOT', commodity: 'Electricity', states: ['TX'] },
  { name: 'PJM', commodity: 'Electricity', states: ['PA', 'NJ', 'MD', 'OH', 'DE', 'DC'] },
  { name: 'NYISO', commodity: 'Electricity', states: ['NY'] },
  { name: 'ISO-NE', commodity: 'Electricity', states: ['MA', 'CT', 'NH', 'ME', 'RI'] },
  { name: 'MISO', commodity: 'Electricity', states: ['IL', 'MI'] },
  { name: 'Chicago Citygate', commodity: 'NatGas', states: ['IL', 'MI'] },
  { name: 'Dominion South', commodity: 'NatGas', states: ['PA', 'OH'] },
  { name: 'Transco Zone 6', commodity: 'NatGas', states: ['NY', 'NJ'] },
  { name: 'Algonquin Citygate', commodity: 'NatGas', states: ['MA'] },
  { name: 'Transco Zone 5', commodity: 'NatGas', states: ['MD', 'DC'] },
];

export const PRICING_STATE_NAMES: Record<string, string> = {
  TX: 'Texas', PA: 'Pennsylvania', NJ: 'New Jersey', MD: 'Maryland', OH: 'Ohio', DE: 'Delaware',
  DC: 'District of Columbia', NY: 'New York', MA: 'Massachusetts', CT: 'Connecticut', NH: 'New Hampshire',
  ME: 'Maine', RI: 'Rhode Island', IL: 'Illinois', MI: 'Michigan',
};

/** Load zones per state (electricity only). */
export const LOAD_ZONES: Record<string, string[]> = {
  TX: ['LZ_NORTH', 'LZ_HOUSTON', 'LZ_SOUTH', 'LZ_WEST'],
  PA: ['PECO', 'PPL', 'DUQ', 'METED', 'PENELEC', 'APS'],
  NJ: ['PSEG', 'JCPL', 'AECO'],
  MD: ['BGE', 'PEPCO', 'DPL', 'APS'],
  OH: ['AEP', 'ATSI', 'DEOK', 'DAY'],
  DE: ['DPL'],
  DC: ['PEPCO'],
  NY: ['Zone A (West)', 'Zone B (Genesee)', 'Zone C (Central)', 'Zone G (Hudson Valley)', 'Zone J (New York City)'],
  MA: ['NEMA', 'SEMA', 'WCMA'],
  CT: ['CT'],
  NH: ['NH'],
  ME: ['ME'],
  RI: ['RI'],
  IL: ['Zone 4 (Illinois)'],
  MI: ['Zone 7 (Michigan)'],
};

export interface UtilityDef {
  state: string;
  name: string;
  commodity: 'Electric' | 'NatGas';
  /** Load zones it serves (electricity). */
  zones: string[];
}

const e = (state: string, name: string, ...zones: string[]): UtilityDef => ({ state, name, commodity: 'Electric', zones });
const g = (state: string, name: string): UtilityDef => ({ state, name, commodity: 'NatGas', zones: [] });

export const UTILITIES: UtilityDef[] = [
  e('TX', 'Oncor Electric Delivery', 'LZ_NORTH', 'LZ_WEST'),
  e('TX', 'CenterPoint Energy Houston Electric', 'LZ_HOUSTON'),
  e('TX', 'AEP Texas Central', 'LZ_SOUTH'),
  e('TX', 'AEP Texas North', 'LZ_WEST'),
  e('TX', 'Texas-New Mexico Power', 'LZ_NORTH'),
  e('PA', 'PECO Energy', 'PECO'),
  e('PA', 'PPL Electric Utilities', 'PPL'),
  e('PA', 'Duquesne Light', 'DUQ'),
  e('PA', 'Met-Ed', 'METED'),
  e('PA', 'Penelec', 'PENELEC'),
  e('PA', 'West Penn Power', 'APS'),
  e('NJ', 'PSE&G', 'PSEG'),
  e('NJ', 'Jersey Central Power & Light', 'JCPL'),
  e('NJ', 'Atlantic City Electric', 'AECO'),
  e('MD', 'BGE', 'BGE'),
  e('MD', 'Pepco', 'PEPCO'),
  e('MD', 'Delmarva Power', 'DPL'),
  e('MD', 'Potomac Edison', 'APS'),
  e('OH', 'AEP Ohio', 'AEP'),
  e('OH', 'Ohio Edison', 'ATSI'),
  e('OH', 'The Illuminating Company', 'ATSI'),
  e('OH', 'Duke Energy Ohio', 'DEOK'),
  e('OH', 'AES Ohio', 'DAY'),
  e('DE', 'Delmarva Power', 'DPL'),
  e('DC', 'Pepco', 'PEPCO'),
  e('NY', 'Con Edison', 'Zone J (New York City)'),
  e('NY', 'National Grid', 'Zone A (West)', 'Zone C (Central)'),
  e('NY', 'NYSEG', 'Zone C (Central)'),
  e('NY', 'RG&E', 'Zone B (Genesee)'),
  e('NY', 'Central Hudson Gas & Electric', 'Zone G (Hudson Valley)'),
  e('MA', 'Eversource (NSTAR)', 'NEMA', 'SEMA'),
  e('MA', 'National Grid', 'WCMA', 'SEMA'),
  e('CT', 'Eversource (CL&P)', 'CT'),
  e('CT', 'United Illuminating', 'CT'),
  e('NH', 'Eversource (PSNH)', 'NH'),
  e('NH', 'Liberty Utilities', 'NH'),
  e('ME', 'Central Maine Power', 'ME'),
  e('ME', 'Versant Power', 'ME'),
  e('RI', 'Rhode Island Energy', 'RI'),
  e('IL', 'Ameren Illinois', 'Zone 4 (Illinois)'),
  e('IL', 'MidAmerican Energy', 'Zone 4 (Illinois)'),
  e('MI', 'Consumers Energy', 'Zone 7 (Michigan)'),
  e('MI', 'DTE Electric', 'Zone 7 (Michigan)'),
  g('IL', 'Nicor Gas'),
  g('IL', 'Peoples Gas'),
  g('IL', 'North Shore Gas'),
  g('MI', 'Consumers Energy Gas'),
  g('MI', 'DTE Gas'),
  g('PA', 'Columbia Gas of Pennsylvania'),
  g('PA', 'Peoples Natural Gas'),
  g('PA', 'PECO Gas'),
  g('OH', 'Columbia Gas of Ohio'),
  g('OH', 'Enbridge Gas Ohio'),
  g('OH', 'Duke Energy Ohio Gas'),
  g('NY', 'Con Edison Gas'),
  g('NY', 'National Grid NY'),
  g('NY', 'NYSEG Gas'),
  g('NJ', 'PSE&G Gas'),
  g('NJ', 'New Jersey Natural Gas'),
  g('NJ', 'South Jersey Gas'),
  g('NJ', 'Elizabethtown Gas'),
  g('MA', 'Eversource Gas'),
  g('MA', 'National Grid Gas'),
  g('MD', 'BGE Gas'),
  g('MD', 'Washington Gas'),
  g('DC', 'Washington Gas'),
];

export const ELECTRIC_RATE_CLASSES = ['Residential (RS)', 'General Service (GS)', 'Large Power (LP)'];
export const GAS_RATE_CLASSES = ['Residential Heating', 'Commercial (SC-2)', 'Industrial (SC-3)'];

/** ERCOT business load profiles; Texas prices are keyed by these instead of rate classes. */
export const LOAD_PROFILES = [
  { value: 'BUSLOLF', name: 'Business Low Load Factor' },
  { value: 'BUSMEDLF', name: 'Business Medium Load Factor' },
  { value: 'BUSHILF', name: 'Business High Load Factor' },
];

export const BILLING_METHODS = [
  { shortName: 'UCB', name: 'Utility Consolidated Billing' },
  { shortName: 'DUAL', name: 'Dual Billing' },
  { shortName: 'SCB', name: 'Supplier Consolidated Billing' },
];

/** The term values the service knows: 48 months travels as 46 (spec 2 §3). */
export const PRICING_TERMS = [6, 12, 24, 36, 46];

export interface SupplierDef {
  id: string;
  name: string;
  domain: string;
  clientId?: string;
}

const SUPPLIER_NAMES: [string, string][] = [
  ['Lone Star Power Co.', 'lonestarpower.example'],
  ['Keystone Energy Partners', 'keystoneenergy.example'],
  ['Bluebonnet Electric Supply', 'bluebonnetelectric.example'],
  ['Harborline Energy', 'harborline.example'],
  ['Northwind Energy LLC', 'northwindenergy.com'],
  ['Contoso Power Inc.', 'contosopower.com'],
  ['Summit Ridge Power', 'summitridgepower.example'],
  ['Prairie Wind Energy', 'prairiewind.example'],
  ['Granite State Electric Supply', 'granitestatesupply.example'],
  ['Liberty Bell Power', 'libertybellpower.example'],
  ['Cardinal Gas & Power', 'cardinalgp.example'],
  ['Evergreen Retail Energy', 'evergreenretail.example'],
  ['Beacon Hill Energy', 'beaconhillenergy.example'],
  ['Ironwood Power', 'ironwoodpower.example'],
  ['Pinnacle Energy Services', 'pinnacleenergy.example'],
  ['Riverbend Natural Gas', 'riverbendgas.example'],
  ['Copperline Energy', 'copperline.example'],
  ['Atlas Commercial Power', 'atlaspower.example'],
  ['Meridian Energy Supply', 'meridiansupply.example'],
  ['Oakmont Power & Gas', 'oakmontpg.example'],
  ['Sterling Energy Group', 'sterlingenergy.example'],
  ['Clearwater Electric', 'clearwaterelectric.example'],
  ['Redrock Energy', 'redrockenergy.example'],
  ['Lakeshore Gas Supply', 'lakeshoregas.example'],
  ['Patriot Power Partners', 'patriotpower.example'],
  ['Silverline Energy', 'silverline.example'],
  ['Highland Power Supply', 'highlandpower.example'],
  ['Tidewater Energy', 'tidewaterenergy.example'],
  ['Frontier Retail Power', 'frontierretail.example'],
  ['Blue Heron Energy', 'blueheron.example'],
  ['Crescent Energy Marketing', 'crescentenergy.example'],
  ['Vantage Point Power', 'vantagepointpower.example'],
  ['Eastgate Natural Gas', 'eastgategas.example'],
  ['Windward Energy', 'windwardenergy.example'],
  ['Stonebridge Power', 'stonebridgepower.example'],
  ['Westfield Energy Supply', 'westfieldenergy.example'],
  ['Brightwater Power', 'brightwaterpower.example'],
  ['Juniper Energy', 'juniperenergy.example'],
];

/** Ids 1001–1004 are the spec's four fixed suppliers of trend and curve; 1005 and 1006 are the clients' own. */
export const PRICING_SUPPLIERS: SupplierDef[] = SUPPLIER_NAMES.map(([name, domain], index) => ({
  id: String(1001 + index),
  name,
  domain,
  clientId: index === 4 ? NORTHWIND_CLIENT_ID : index === 5 ? CONTOSO_CLIENT_ID : undefined,
}));
