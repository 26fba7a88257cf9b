import { US_STATES, type UsStateCode } from '@hearth/domain/org/us-states';

/** Licensed-state footprints. New York is licensed only by the New York variant (ORG-032). */
export const REGIONS = {
  pacific: ['CA', 'OR', 'WA', 'NV', 'AZ', 'ID', 'UT'],
  mountain: ['CO', 'UT', 'WY', 'MT', 'ID', 'NM', 'AZ', 'NV'],
  midwest: ['IL', 'IN', 'IA', 'KS', 'MI', 'MN', 'MO', 'NE', 'ND', 'OH', 'SD', 'WI'],
  southCentral: ['TX', 'OK', 'AR', 'LA', 'MS', 'AL', 'TN', 'KY'],
  southeast: ['FL', 'GA', 'SC', 'NC', 'VA', 'TN', 'AL'],
  midAtlantic: ['PA', 'NJ', 'DE', 'MD', 'DC', 'VA', 'WV'],
  newEngland: ['MA', 'CT', 'RI', 'VT', 'NH', 'ME'],
  sunbelt: ['FL', 'AZ', 'TX', 'NV', 'CA', 'GA', 'SC', 'NC', 'NM'],
  national: statesExcept(['NY', 'HI', 'AK']),
} satisfies Record<string, readonly UsStateCode[]>;
export type RegionKey = keyof typeof REGIONS;

export function statesExcept(excluded: readonly UsStateCode[]): UsStateCode[] {
  return (Object.keys(US_STATES) as UsStateCode[]).filter((code) => !excluded.includes(code));
}

/** A footprint plus the lender's home state, sorted, without duplicates. */
export function buildLicensedStates(region: RegionKey, homeState: UsStateCode): UsStateCode[] {
  return [...new Set<UsStateCode>([...REGIONS[region], homeState])].sort();
}

/**
 * Zips lenders exclude inside states they serve (recent disaster areas, flood zones, lava zones):
 * a lender excludes those of its states that its seed picks.
 */
export const EXCLUDED_ZIP_POOL: Partial<Record<UsStateCode, readonly string[]>> = {
  CA: ['95969', '96001', '92262'],
  FL: ['33931', '34102', '32456'],
  TX: ['77550', '78580'],
  LA: ['70130', '70357'],
  NC: ['28714', '28787'],
  OR: ['97439'],
  CO: ['80517'],
  WA: ['98241'],
  HI: ['96778', '96761'],
  MS: ['39520'],
};
