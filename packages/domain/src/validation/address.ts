import { z } from 'zod';
import { isUsStateCode } from '../org/us-states.ts';
import {
  CITY_MAX_LENGTH,
  CITY_TOO_LONG_MESSAGE,
  STREET_MAX_LENGTH,
  STREET_TOO_LONG_MESSAGE,
} from './max-length.ts';

export const STREET_REQUIRED_MESSAGE = 'Street address is required';
export const CITY_INVALID_MESSAGE = 'Please enter a valid city name';
export const STATE_LENGTH_MESSAGE = 'State must be two characters in length';
export const STATE_INVALID_MESSAGE = 'Please enter a valid state';
export const ZIP_REQUIRED_MESSAGE = 'Zipcode is required';
export const ZIP_INVALID_MESSAGE = 'Please enter a valid zipcode';

/**
 * VAL-031 says letters and spaces; a hyphen, apostrophe or period between letters is also allowed,
 * because real ZIP data (and so the typeahead) holds "Winston-Salem", "Coeur d'Alene", "St. Louis".
 */
const CITY_PATTERN = /^[A-Za-z]+(?:(?: |-|'|\. ?)[A-Za-z]+)*\.?$/;
const ZIP_PATTERN = /^\d{5}$/;

/** VAL-030. */
export const zStreet1 = z
  .string({ error: STREET_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: STREET_REQUIRED_MESSAGE, abort: true })
  .max(STREET_MAX_LENGTH, { error: STREET_TOO_LONG_MESSAGE });

/** Optional second line; missing or blank becomes ''. */
export const zStreet2 = z
  .string()
  .trim()
  .max(STREET_MAX_LENGTH, { error: STREET_TOO_LONG_MESSAGE })
  .nullish()
  .transform((street2) => street2 ?? '');

/** VAL-031. */
export const zCity = z
  .string({ error: CITY_INVALID_MESSAGE })
  .trim()
  .min(1, { error: CITY_INVALID_MESSAGE, abort: true })
  .max(CITY_MAX_LENGTH, { error: CITY_TOO_LONG_MESSAGE, abort: true })
  .regex(CITY_PATTERN, { error: CITY_INVALID_MESSAGE });

/** VAL-032: a US state (or DC) code, case-insensitive in, upper-case out. */
export const zStateField = z
  .string({ error: STATE_INVALID_MESSAGE })
  .trim()
  .toUpperCase()
  .min(1, { error: STATE_INVALID_MESSAGE, abort: true })
  .length(2, { error: STATE_LENGTH_MESSAGE, abort: true })
  .refine(isUsStateCode, { error: STATE_INVALID_MESSAGE });

/** VAL-034: exactly five digits (ZIP+4 is refused). */
export const zZip = z
  .string({ error: ZIP_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: ZIP_REQUIRED_MESSAGE, abort: true })
  .regex(ZIP_PATTERN, { error: ZIP_INVALID_MESSAGE });

/** 001 §3 Address: street1, street2, city, state, zip. */
export const zUsAddress = z.object({
  street1: zStreet1,
  street2: zStreet2,
  city: zCity,
  state: zStateField,
  zip: zZip,
});
export type UsAddress = z.infer<typeof zUsAddress>;
export type UsAddressInput = z.input<typeof zUsAddress>;
