import type { UsStateCode } from './us-states.ts';

/**
 * The states whose names US Spanish writes differently (as the CFPB's and USAGov's Spanish pages
 * do); every other state keeps its English name.
 */
export const US_STATE_NAMES_ES: Partial<Record<UsStateCode, string>> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  MO: 'Misuri',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};
