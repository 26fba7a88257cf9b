import { isRecord } from '../util/is-record.ts';
import { type RegisterData, readRegisterData } from './register-data.ts';

/** REG-030: the query parameters that may carry saved prepopulation. */
export const REGISTER_PREFILL_PARAMS = ['state', 'userData'] as const;

type KeyMap = Record<string, string | readonly [string, Record<string, string>]>;

const ADDRESS_KEYS = { street1: 's1', street2: 's2', city: 'c', state: 's', zip: 'z' };

/**
 * REG-022…026 long key → short key. Consents are never carried: a consent is given by the borrower
 * on the page, not by a link. The password is not register data and never appears.
 */
export const REGISTER_PREFILL_SHORT_KEYS = {
  propertyAddress: ['pa', { ...ADDRESS_KEYS, occupancyType: 'o' }],
  homeAddress: ['ha', ADDRESS_KEYS],
  isListedForSale: 'fs',
  income: ['in', { income: 'i', otherIncome: 'oi', employmentType: 'et' }],
  name: ['n', { firstName: 'f', middleName: 'm', lastName: 'l', suffix: 'sx' }],
  dob: ['d', { day: 'd', month: 'm', year: 'y' }],
  email: 'e',
  phoneNumber: 'p',
  flags: [
    'fl',
    {
      saleStatusSet: 'ss',
      incomeSet: 'is',
      prepopulationComplete: 'pc',
      emailPrefilledFromProfile: 'ep',
      namePrefilledFromProfile: 'np',
      dobPrefilledFromProfile: 'dp',
    },
  ],
} as const satisfies KeyMap;

function renameKeys(
  source: Record<string, unknown>,
  keys: KeyMap,
  toShort: boolean,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [long, mapping] of Object.entries(keys)) {
    const [short, nested] = typeof mapping === 'string' ? [mapping, undefined] : mapping;
    const value = source[toShort ? long : short];
    if (value === undefined) {
      continue;
    }
    if (nested) {
      if (isRecord(value)) {
        result[toShort ? short : long] = renameKeys(value, nested, toShort);
      }
    } else {
      result[toShort ? short : long] = value;
    }
  }
  return result;
}

/** Register data as the short-key JSON put in the `state` / `userData` query parameter. */
export function serializeRegisterPrefill(data: RegisterData): string {
  return JSON.stringify(renameKeys(readRegisterData(data), REGISTER_PREFILL_SHORT_KEYS, true));
}

/** Reads a `state` / `userData` value back; anything unreadable gives {} (never throws). */
export function parseRegisterPrefill(param: string | null | undefined): RegisterData {
  if (!param) {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(param);
    return isRecord(parsed) ? readRegisterData(renameKeys(parsed, REGISTER_PREFILL_SHORT_KEYS, false)) : {};
  } catch {
    return {};
  }
}
