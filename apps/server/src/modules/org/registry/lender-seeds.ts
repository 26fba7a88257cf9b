import type { UsStateCode } from '@hearth/domain/org/us-states';
import type { RegionKey } from './state-groups.ts';

/** What kind of institution a lender is; decides its legal name, disclosures and defaults. */
export type LenderKind = 'bank' | 'savings' | 'cu' | 'mortgage' | 'homeLoans' | 'lending';

/** One partner lender in one line; everything else is derived (derive-lender.ts). */
export type LenderSeed = readonly [
  shortName: string,
  kind: LenderKind,
  city: string,
  state: UsStateCode,
  zip: string,
  nmls: number,
  hue: number,
  region: RegionKey,
];

export const LENDER_SEEDS: readonly LenderSeed[] = [
  ['Aspen Ridge', 'mortgage', 'Boulder', 'CO', '80302', 1748203, 205, 'mountain'],
  ['Cascade Harbor', 'bank', 'Tacoma', 'WA', '98402', 602318, 190, 'pacific'],
  ['Prairie Lantern', 'homeLoans', 'Omaha', 'NE', '68102', 1290457, 42, 'midwest'],
  ['Lakeshore Community', 'bank', 'Chicago', 'IL', '60601', 731904, 220, 'midwest'],
  ['Magnolia Trace', 'mortgage', 'Savannah', 'GA', '31401', 1566820, 330, 'southeast'],
  ['Red Mesa', 'lending', 'Albuquerque', 'NM', '87102', 2011345, 12, 'mountain'],
  ['Granite Bay', 'cu', 'Roseville', 'CA', '95661', 588213, 160, 'pacific'],
  ['Tidewater', 'homeLoans', 'Norfolk', 'VA', '23510', 1422906, 250, 'midAtlantic'],
  ['Copper Canyon', 'savings', 'Tucson', 'AZ', '85701', 469781, 25, 'sunbelt'],
  ['Northwind', 'lending', 'Minneapolis', 'MN', '55402', 1938450, 235, 'midwest'],
  ['Bayou Crest', 'cu', 'Baton Rouge', 'LA', '70801', 620194, 280, 'southCentral'],
  ['Keystone Meridian', 'bank', 'Harrisburg', 'PA', '17101', 756302, 345, 'midAtlantic'],
  ['Blue Heron', 'mortgage', 'Charleston', 'SC', '29401', 1677013, 195, 'southeast'],
  ['Sagebrush', 'homeLoans', 'Boise', 'ID', '83702', 1804467, 70, 'mountain'],
  ['Harborlight', 'savings', 'Portland', 'ME', '04101', 548129, 215, 'newEngland'],
  ['Bluebonnet', 'lending', 'Austin', 'TX', '78701', 1359022, 265, 'southCentral'],
  ['Evergreen Summit', 'cu', 'Spokane', 'WA', '99201', 512376, 130, 'pacific'],
  ['Riverbend', 'bank', 'Louisville', 'KY', '40202', 690553, 5, 'southCentral'],
  ['Coastal Pines', 'mortgage', 'Wilmington', 'NC', '28401', 1711884, 150, 'southeast'],
  ['Sunstone', 'homeLoans', 'Las Vegas', 'NV', '89101', 1887301, 35, 'sunbelt'],
  ['Old Mill', 'savings', 'Hartford', 'CT', '06103', 471002, 355, 'newEngland'],
  ['Cedar Hollow', 'lending', 'Nashville', 'TN', '37203', 1623590, 95, 'southeast'],
  ['Heritage Plains', 'bank', 'Wichita', 'KS', '67202', 702851, 55, 'midwest'],
  ['Pacific Crest', 'mortgage', 'Sacramento', 'CA', '95814', 1502239, 200, 'pacific'],
  ['Chesapeake Tide', 'cu', 'Annapolis', 'MD', '21401', 545092, 225, 'midAtlantic'],
  ['Ironwood', 'lending', 'Phoenix', 'AZ', '85004', 1966127, 20, 'sunbelt'],
  ['Willow Creek', 'homeLoans', 'Madison', 'WI', '53703', 1445518, 110, 'midwest'],
  ['Palmetto Ridge', 'bank', 'Columbia', 'SC', '29201', 683440, 170, 'southeast'],
  ['Summit Peak', 'savings', 'Salt Lake City', 'UT', '84111', 498765, 260, 'mountain'],
  ['Gulfstream', 'mortgage', 'Mobile', 'AL', '36602', 1598834, 185, 'southCentral'],
  ['Green Mountain', 'cu', 'Burlington', 'VT', '05401', 531877, 120, 'newEngland'],
  ['Two Rivers', 'lending', 'Des Moines', 'IA', '50309', 1777093, 300, 'midwest'],
  ['Desert Bloom', 'homeLoans', 'Mesa', 'AZ', '85201', 1849926, 320, 'sunbelt'],
  ['Lighthouse Point', 'bank', 'Providence', 'RI', '02903', 714228, 240, 'newEngland'],
  ['High Desert', 'mortgage', 'Bend', 'OR', '97701', 1533761, 45, 'pacific'],
  ['Bluegrass Meadow', 'cu', 'Lexington', 'KY', '40507', 566340, 140, 'southCentral'],
  ['Mill City', 'savings', 'Lowell', 'MA', '01852', 482919, 275, 'newEngland'],
  ['Ozark Hills', 'lending', 'Springfield', 'MO', '65806', 1650472, 85, 'midwest'],
  ['Front Range', 'homeLoans', 'Denver', 'CO', '80202', 1916682, 290, 'mountain'],
  ['Shoreline', 'bank', 'Sarasota', 'FL', '34236', 668905, 175, 'sunbelt'],
  ['Brandywine', 'mortgage', 'Wilmington', 'DE', '19801', 1488240, 310, 'midAtlantic'],
  ['Golden Prairie', 'cu', 'Fargo', 'ND', '58102', 557614, 50, 'midwest'],
  ['Sierra Vista', 'lending', 'Reno', 'NV', '89501', 1729355, 10, 'pacific'],
  ['Piedmont Trail', 'homeLoans', 'Greensboro', 'NC', '27401', 1601988, 125, 'southeast'],
  ['Big Sky', 'bank', 'Bozeman', 'MT', '59715', 745311, 210, 'mountain'],
  ['Crescent City', 'mortgage', 'New Orleans', 'LA', '70112', 1874046, 340, 'southCentral'],
  ['Heartland Crossing', 'savings', 'Indianapolis', 'IN', '46204', 491336, 65, 'midwest'],
  ['Catalina Bay', 'lending', 'San Diego', 'CA', '92101', 1990512, 270, 'pacific'],
];

/** Seeds that differ from what their kind implies. OP-25: the Illinois notice goes to one lender. */
export const SEED_OVERRIDES: Record<string, { showIllinoisNotice?: boolean }> = {
  /** An Illinois state-chartered bank: the Illinois Community Reinvestment notice applies (ORG-037). */
  'lakeshore-community': { showIllinoisNotice: true },
};
