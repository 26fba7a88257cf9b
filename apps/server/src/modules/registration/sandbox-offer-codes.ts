import { addCalendarDays } from '@hearth/domain/dates/calendar-date';
import type { OfferCodeRecord } from '@hearth/domain/registration/prefill-sources';
import { buildPropertyRegistry } from '../../providers/sandbox/property-registry.ts';
import { createSeededRandom, pickOne } from '../../providers/sandbox/seeded-random.ts';

/** REG-027 / API-038: where offer code records come from; a lender plugs in its mail house here. */
export interface OfferCodeSource {
  findOfferCode(code: string): Promise<OfferCodeRecord | undefined>;
}

/**
 * Fixed codes for demos and end-to-end tests: one current, one past its respond-by date. Their
 * addresses are in the sandbox property registry, so the typeahead knows them too.
 */
export const FIXED_OFFER_CODES: readonly OfferCodeRecord[] = [
  {
    offerCode: 'HEARTH-2026',
    firstName: 'Jamie',
    lastName: 'Parker',
    inHomeDate: '2026-01-05',
    respondByDate: '2099-12-31',
    street1: '123 Main St',
    street2: '',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
  },
  {
    offerCode: 'HEARTH-EXPIRED',
    firstName: 'Morgan',
    lastName: 'Blake',
    inHomeDate: '2024-01-08',
    respondByDate: '2024-03-31',
    street1: '456 Congress Ave',
    street2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  },
];

export const OFFER_CODE_SEED = 20_260_105;
export const SYNTHETIC_OFFER_CODES = 400;
/** Crockford base32 without I, L, O, U: no code reads as another. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FIRST_NAMES = ['Avery', 'Blair', 'Casey', 'Devon', 'Emerson', 'Finley', 'Harper', 'Jordan', 'Kendall'];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Chen', 'Dawson', 'Ellis', 'Foster', 'Garcia', 'Hughes', 'Iverson'];
const FIRST_MAILING = '2025-01-06';
const RESPOND_WITHIN_DAYS = 90;

/**
 * The sandbox mail house: the fixed codes plus SYNTHETIC_OFFER_CODES mailed two weeks apart to
 * homes of the property registry, each answerable for 90 days. Same seed, same codes, every start.
 */
export function buildOfferCodeRecords(
  seed = OFFER_CODE_SEED,
  count = SYNTHETIC_OFFER_CODES,
): OfferCodeRecord[] {
  const random = createSeededRandom(seed);
  const homes = buildPropertyRegistry();
  const records = [...FIXED_OFFER_CODES];
  const seen = new Set(records.map((record) => record.offerCode));
  while (records.length < FIXED_OFFER_CODES.length + count) {
    const code = `HM${Array.from({ length: 8 }, () => pickOne(random, [...CODE_ALPHABET])).join('')}`;
    if (seen.has(code)) {
      continue;
    }
    seen.add(code);
    const home = pickOne(random, homes);
    const inHomeDate = addCalendarDays(FIRST_MAILING, 14 * (records.length % 40));
    records.push({
      offerCode: code,
      firstName: pickOne(random, FIRST_NAMES),
      lastName: pickOne(random, LAST_NAMES),
      inHomeDate,
      respondByDate: addCalendarDays(inHomeDate, RESPOND_WITHIN_DAYS),
      street1: home.street1,
      street2: home.street2 ?? '',
      city: home.city,
      state: home.state,
      zip: home.zip,
    });
  }
  return records;
}

/** Looks codes up case-insensitively; the registry is built on the first look-up. */
export function createSandboxOfferCodes(
  build: () => OfferCodeRecord[] = buildOfferCodeRecords,
): OfferCodeSource {
  let byCode: Map<string, OfferCodeRecord> | undefined;
  return {
    findOfferCode: async (code) => {
      byCode ??= new Map(build().map((record) => [record.offerCode, record]));
      return byCode.get(code.toUpperCase());
    },
  };
}
