import { z } from 'zod';
import type { Language } from '../profile/language.ts';
import { US_STATE_NAMES_ES } from './us-state-names-es.ts';

/** A US state or territory's two-letter code. */
export const zStateCode = z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter state code');

/** The 50 states and DC, abbreviation → name (API-030 state names, footer licensed states). */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type UsStateCode = keyof typeof US_STATES;

/** ORG-033: a main brand serving fewer than this many states says "more states to come". */
export const ALL_STATES_COUNT = 50;

export function isUsStateCode(value: string): value is UsStateCode {
  return Object.hasOwn(US_STATES, value);
}

/** A state's name as `language` writes it ("NY" → "New York", "Nueva York"). */
export function getStateName(code: string, language: Language = 'en'): string | undefined {
  if (!isUsStateCode(code)) {
    return undefined;
  }
  return (language === 'es' ? US_STATE_NAMES_ES[code] : undefined) ?? US_STATES[code];
}
