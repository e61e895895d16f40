/** Word lists for fictional company and person names. Fictional on purpose: no real market participant. */
export const NAME_PREFIXES = [
  'Lone Star', 'Keystone', 'Buckeye', 'Prairie', 'Liberty', 'Summit', 'Harbor', 'Granite', 'Patriot', 'Evergreen',
  'Bluewater', 'Ironwood', 'Crescent', 'Pioneer', 'Frontier', 'Heartland', 'Great Lakes', 'Atlantic', 'Pacific',
  'Northstar', 'Redwood', 'Magnolia', 'Chesapeake', 'Allegheny', 'Hudson', 'Empire', 'Garden State', 'Bay State',
  'Constitution', 'Ocean State', 'Granite State', 'Pine Tree', 'First State', 'Capitol', 'Mitten', 'Golden Gate',
  'Peach State', 'Old Dominion', 'Bluegrass', 'Cascade', 'Riverbend', 'Cornerstone', 'Beacon', 'Meridian', 'Horizon',
  'Sterling', 'Clearview', 'Silver Creek', 'Oakridge', 'Maple Leaf', 'Cedar Point', 'Trinity', 'Brazos', 'Pecos',
  'Appalachian', 'Susquehanna', 'Monongahela', 'Erie', 'Ohio Valley', 'Wabash', 'Tidewater', 'Seaboard', 'Coastal',
  'Midland', 'Centennial', 'Eagle', 'Falcon', 'Mustang', 'Bison', 'Cardinal', 'Blue Ridge', 'Shenandoah', 'Piedmont',
  'Sunrise', 'Twin Rivers', 'Three Rivers', 'Lakeshore', 'Highland', 'Valley', 'Keystone State', 'Prime', 'Vantage',
  'Apex', 'Pinnacle', 'Keystone Ridge', 'Union', 'Commonwealth', 'Freedom', 'American', 'United', 'Continental',
  'Northeast', 'Midwest', 'Southern', 'Gulf Coast', 'Permian', 'Sabine', 'Red River', 'Canyon', 'Mesa', 'Sierra',
] as const;

export const NAME_MIDDLES = [
  'Valley', 'Ridge', 'River', 'Bay', 'Point', 'Park', 'Hills', 'Plains', 'Coast', 'Harbor', 'Creek', 'Springs',
] as const;

export const SUPPLIER_CORES = [
  'Power', 'Energy', 'Electric', 'Gas', 'Power & Light', 'Energy Services', 'Gas Partners', 'Energy Partners',
  'Power Supply', 'Natural Gas', 'Retail Energy', 'Energy Solutions', 'Utilities', 'Gas & Electric',
] as const;

export const BROKER_CORES = [
  'Energy Advisors', 'Energy Consulting', 'Energy Brokers', 'Power Advisors', 'Energy Procurement', 'Utility Consultants',
  'Energy Management', 'Energy Group', 'Power Consultants', 'Energy Strategies',
] as const;

export const AGGREGATOR_CORES = [
  'Energy Aggregation', 'Buying Group', 'Energy Cooperative', 'Community Power', 'Aggregation Services',
  'Energy Alliance', 'Purchasing Council',
] as const;

export const LEGAL_SUFFIXES = ['LLC', 'LLC', 'LLC', 'Inc.', 'LP', 'Corp.', 'Co.', 'Holdings LLC'] as const;

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew',
  'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily', 'Andrew', 'Michelle', 'Kevin', 'Amanda', 'Brian',
  'Melissa', 'Priya', 'Wei', 'Ana', 'Omar', 'Grace', 'Luis', 'Aisha', 'Hiroshi', 'Fatima', 'Diego', 'Olivia', 'Noah',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Patel', 'Chen', 'Kim', 'Okafor', 'Schmidt', 'Kowalski', "O'Brien",
] as const;

export const STREET_NAMES = [
  'Main St', 'Market St', 'Commerce Blvd', 'Industrial Pkwy', 'Energy Way', 'Oak Ave', 'Maple Ave', 'Broad St',
  'Liberty Ave', 'Park Pl', 'Washington St', 'Lincoln Hwy', 'Corporate Dr', 'Technology Dr', 'Executive Blvd',
  'Center St', 'Elm St', 'Walnut St', 'Chestnut St', 'Pine St', 'Lake Shore Dr', 'Congress Ave', 'Grant St',
] as const;

export const CONTACT_ROLES = [
  'Regulatory Contact', 'Customer Service', 'President', 'Compliance Manager', 'Registered Agent', 'Chief Executive Officer',
  'Director of Operations', 'General Counsel', 'Licensing Coordinator',
] as const;
