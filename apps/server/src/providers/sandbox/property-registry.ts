import { US_STATES } from '@hearth/domain/org/us-states';
import zipcodes from 'zipcodes';
import { FIXED_SANDBOX_ADDRESSES } from './fixed-addresses.ts';
import type { PropertyRecord } from './property-record.ts';
import { createSeededRandom, pickOne, randomInt } from './seeded-random.ts';
import { STREET_NAMES, STREET_SUFFIXES, UNIT_PREFIXES } from './street-names.ts';

export const REGISTRY_SEED = 20_260_401;
export const ADDRESSES_PER_STATE = 40;

/** City names the address rules accept (VAL: letters and spaces); drops PO-box and company zips. */
const PLAIN_CITY = /^[A-Za-z]+( [A-Za-z]+)*$/;

/**
 * The sandbox property registry: the fixed addresses plus ADDRESSES_PER_STATE synthetic homes in
 * each state and DC. City, state and zip come from real ZIP data (the `zipcodes` package); street
 * numbers, names and units from a seeded PRNG, so every start builds the same registry.
 */
export function buildPropertyRegistry(
  seed = REGISTRY_SEED,
  perState = ADDRESSES_PER_STATE,
): PropertyRecord[] {
  const random = createSeededRandom(seed);
  const records = [...FIXED_SANDBOX_ADDRESSES];
  const seen = new Set(records.map((record) => record.street1 + record.zip));
  for (const state of Object.keys(US_STATES).sort()) {
    const places = zipcodes
      .lookupByState(state)
      .filter((place) => place.country === 'US' && PLAIN_CITY.test(place.city))
      .sort((a, b) => a.zip.localeCompare(b.zip));
    let added = 0;
    while (added < perState && places.length > 0) {
      const place = pickOne(random, places);
      const street1 = `${randomInt(random, 1, 9899)} ${pickOne(random, STREET_NAMES)} ${pickOne(random, STREET_SUFFIXES)}`;
      const street2 =
        random() < 0.1 ? `${pickOne(random, UNIT_PREFIXES)} ${randomInt(random, 1, 40)}` : undefined;
      if (seen.has(street1 + place.zip)) {
        continue;
      }
      seen.add(street1 + place.zip);
      records.push({ street1, ...(street2 ? { street2 } : {}), city: place.city, state, zip: place.zip });
      added += 1;
    }
  }
  return records;
}
