/** US retail-choice (deregulated) markets with data the generator needs to look plausible. */
export interface StateInfo {
  code: string;
  name: string;
  /** Relative share of licenses, roughly following market size. */
  weight: number;
  electric: boolean;
  gas: boolean;
  cities: string[];
  zipPrefix: string;
  areaCodes: string[];
  /** Regulator home page used for case and source links. */
  puc: string;
  /**
   * Besides suppliers, which kinds of company the regulator licenses, per commodity: not every state licenses
   * brokers or aggregators, and few do for gas (the raw data lists say which kinds each file holds).
   */
  brokers: Commodity[];
  aggregators: Commodity[];
}

type Commodity = 'Electric' | 'Natural Gas';
const E: Commodity[] = ['Electric'];
const G: Commodity[] = ['Natural Gas'];
const BOTH: Commodity[] = [...E, ...G];
const NONE: Commodity[] = [];

export const STATES: StateInfo[] = [
  { code: 'TX', name: 'Texas', weight: 16, electric: true, gas: false, cities: ['Houston', 'Dallas', 'Austin', 'San Antonio', 'Fort Worth', 'Corpus Christi'], zipPrefix: '77', areaCodes: ['713', '214', '512', '210', '817'], puc: 'https://www.puc.texas.gov', brokers: E, aggregators: E },
  { code: 'PA', name: 'Pennsylvania', weight: 12, electric: true, gas: true, cities: ['Philadelphia', 'Pittsburgh', 'Harrisburg', 'Allentown', 'Erie', 'Scranton'], zipPrefix: '19', areaCodes: ['215', '412', '717', '610'], puc: 'https://www.puc.pa.gov', brokers: BOTH, aggregators: E },
  { code: 'OH', name: 'Ohio', weight: 11, electric: true, gas: true, cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton'], zipPrefix: '43', areaCodes: ['614', '216', '513', '419'], puc: 'https://puco.ohio.gov', brokers: BOTH, aggregators: BOTH },
  { code: 'IL', name: 'Illinois', weight: 10, electric: true, gas: true, cities: ['Chicago', 'Springfield', 'Naperville', 'Peoria', 'Rockford', 'Joliet'], zipPrefix: '60', areaCodes: ['312', '217', '630', '309'], puc: 'https://www.icc.illinois.gov', brokers: BOTH, aggregators: E },
  { code: 'NY', name: 'New York', weight: 10, electric: true, gas: true, cities: ['New York', 'Buffalo', 'Rochester', 'Albany', 'Syracuse', 'Yonkers'], zipPrefix: '10', areaCodes: ['212', '716', '585', '518'], puc: 'https://dps.ny.gov', brokers: BOTH, aggregators: NONE },
  { code: 'NJ', name: 'New Jersey', weight: 8, electric: true, gas: true, cities: ['Newark', 'Jersey City', 'Trenton', 'Princeton', 'Camden', 'Edison'], zipPrefix: '07', areaCodes: ['973', '201', '609', '732'], puc: 'https://www.nj.gov/bpu', brokers: BOTH, aggregators: E },
  { code: 'MD', name: 'Maryland', weight: 7, electric: true, gas: true, cities: ['Baltimore', 'Annapolis', 'Rockville', 'Frederick', 'Columbia'], zipPrefix: '21', areaCodes: ['410', '301', '443'], puc: 'https://www.psc.state.md.us', brokers: BOTH, aggregators: BOTH },
  { code: 'MA', name: 'Massachusetts', weight: 6, electric: true, gas: true, cities: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell'], zipPrefix: '02', areaCodes: ['617', '508', '413', '978'], puc: 'https://www.mass.gov/dpu', brokers: BOTH, aggregators: E },
  { code: 'CT', name: 'Connecticut', weight: 4, electric: true, gas: false, cities: ['Hartford', 'New Haven', 'Stamford', 'Bridgeport', 'Waterbury'], zipPrefix: '06', areaCodes: ['860', '203'], puc: 'https://portal.ct.gov/pura', brokers: E, aggregators: E },
  { code: 'RI', name: 'Rhode Island', weight: 2, electric: true, gas: false, cities: ['Providence', 'Warwick', 'Cranston', 'Newport'], zipPrefix: '02', areaCodes: ['401'], puc: 'https://ripuc.ri.gov', brokers: E, aggregators: NONE },
  { code: 'NH', name: 'New Hampshire', weight: 2, electric: true, gas: false, cities: ['Manchester', 'Concord', 'Nashua', 'Portsmouth'], zipPrefix: '03', areaCodes: ['603'], puc: 'https://www.puc.nh.gov', brokers: NONE, aggregators: E },
  { code: 'ME', name: 'Maine', weight: 2, electric: true, gas: false, cities: ['Portland', 'Augusta', 'Bangor', 'Lewiston'], zipPrefix: '04', areaCodes: ['207'], puc: 'https://www.maine.gov/mpuc', brokers: E, aggregators: E },
  { code: 'DE', name: 'Delaware', weight: 2, electric: true, gas: false, cities: ['Wilmington', 'Dover', 'Newark'], zipPrefix: '19', areaCodes: ['302'], puc: 'https://depsc.delaware.gov', brokers: E, aggregators: NONE },
  { code: 'DC', name: 'District of Columbia', weight: 3, electric: true, gas: true, cities: ['Washington'], zipPrefix: '20', areaCodes: ['202'], puc: 'https://dcpsc.org', brokers: BOTH, aggregators: NONE },
  { code: 'MI', name: 'Michigan', weight: 4, electric: true, gas: true, cities: ['Detroit', 'Grand Rapids', 'Lansing', 'Ann Arbor', 'Flint'], zipPrefix: '48', areaCodes: ['313', '616', '517', '734'], puc: 'https://www.michigan.gov/mpsc', brokers: E, aggregators: E },
  { code: 'CA', name: 'California', weight: 4, electric: true, gas: true, cities: ['Los Angeles', 'San Diego', 'San Francisco', 'Sacramento', 'San Jose', 'Fresno'], zipPrefix: '9', areaCodes: ['213', '619', '415', '916'], puc: 'https://www.cpuc.ca.gov', brokers: NONE, aggregators: E },
  { code: 'GA', name: 'Georgia', weight: 3, electric: false, gas: true, cities: ['Atlanta', 'Savannah', 'Augusta', 'Macon', 'Columbus'], zipPrefix: '30', areaCodes: ['404', '912', '706', '478'], puc: 'https://psc.ga.gov', brokers: G, aggregators: NONE },
  { code: 'VA', name: 'Virginia', weight: 2, electric: true, gas: true, cities: ['Richmond', 'Virginia Beach', 'Norfolk', 'Arlington', 'Roanoke'], zipPrefix: '23', areaCodes: ['804', '757', '703', '540'], puc: 'https://www.scc.virginia.gov', brokers: NONE, aggregators: BOTH },
  { code: 'KY', name: 'Kentucky', weight: 2, electric: false, gas: true, cities: ['Louisville', 'Lexington', 'Frankfort', 'Bowling Green'], zipPrefix: '40', areaCodes: ['502', '859', '270'], puc: 'https://psc.ky.gov', brokers: NONE, aggregators: NONE },
  { code: 'OR', name: 'Oregon', weight: 2, electric: true, gas: true, cities: ['Portland', 'Salem', 'Eugene', 'Bend'], zipPrefix: '97', areaCodes: ['503', '541'], puc: 'https://www.oregon.gov/puc', brokers: NONE, aggregators: E },
];
