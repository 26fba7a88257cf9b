import { z } from 'zod';
import { NAME_SUFFIXES } from '../enums/name-suffix.ts';
import { NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE } from './max-length.ts';

export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter the first name';
export const FIRST_NAME_TOO_SHORT_MESSAGE = 'First name must be at least 2 characters long';
export const NAME_CHARACTERS_MESSAGE = 'Some of the characters entered are not supported.';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';
/** OP-19: the spec gives no wording for the production last-name length; this mirrors the first name's. */
export const LAST_NAME_TOO_SHORT_MESSAGE = 'Last name must be at least 2 characters long';
/** VAL-017: the suffix is a select, so this only shows for a tampered value. */
export const NAME_SUFFIX_INVALID_MESSAGE = 'Please select a suffix from the list';
export const NAME_MIN_LENGTH = 2;

/**
 * Letters as people write their names (decision 031): Latin letters with any accent (é, ñ, ễ, ł),
 * and an apostrophe (' or ’) as in O'Brien, beside the spec's hyphen and space. Digits, markup,
 * punctuation, emoji and other scripts are still refused. Names are NFC-composed first, so an accent
 * typed as a combining mark is part of its letter.
 */
const LETTER = String.raw`\p{Script=Latin}\p{M}*`;
const APOSTROPHE = "'’";
const FIRST_NAME_PATTERN = new RegExp(`^${LETTER}(?:${LETTER}|[ ${APOSTROPHE}-])*$`, 'u');
const MIDDLE_NAME_PATTERN = new RegExp(`^(?:${LETTER})+(?:[ ${APOSTROPHE}-](?:${LETTER})+){0,2}\\.?$`, 'u');
const LAST_NAME_PATTERN_PRODUCTION = FIRST_NAME_PATTERN;
const LAST_NAME_PATTERN_NON_PRODUCTION = new RegExp(`^(?:${LETTER}|[0-9 ${APOSTROPHE}-])+$`, 'u');

function zTrimmedName(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .normalize('NFC')
    .min(1, { error: requiredMessage, abort: true })
    .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE, abort: true });
}

/** VAL-010…012. */
export const zFirstName = zTrimmedName(FIRST_NAME_REQUIRED_MESSAGE)
  .regex(FIRST_NAME_PATTERN, { error: NAME_CHARACTERS_MESSAGE, abort: true })
  .min(NAME_MIN_LENGTH, { error: FIRST_NAME_TOO_SHORT_MESSAGE });

/** VAL-013: optional; up to three letter parts joined by one space, hyphen or apostrophe; optional trailing period. */
export const zMiddleName = z
  .string()
  .trim()
  .normalize('NFC')
  .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE, abort: true })
  .refine((name) => name === '' || MIDDLE_NAME_PATTERN.test(name), { error: NAME_CHARACTERS_MESSAGE })
  .optional()
  .transform((name) => name ?? '');

/** VAL-014…016: production allows letters, hyphen and space (min 2); elsewhere digits too (test personas). */
export function zLastName({ isProduction }: { isProduction: boolean }) {
  const base = zTrimmedName(LAST_NAME_REQUIRED_MESSAGE);
  if (!isProduction) {
    return base.regex(LAST_NAME_PATTERN_NON_PRODUCTION, { error: NAME_CHARACTERS_MESSAGE });
  }
  return base
    .regex(LAST_NAME_PATTERN_PRODUCTION, { error: NAME_CHARACTERS_MESSAGE, abort: true })
    .min(NAME_MIN_LENGTH, { error: LAST_NAME_TOO_SHORT_MESSAGE });
}

/** VAL-017 / ENM-020: blank (no suffix) when missing; case-insensitive ("jr" → "JR"). */
export const zNameSuffixField = z
  .string({ error: NAME_SUFFIX_INVALID_MESSAGE })
  .trim()
  .toUpperCase()
  .pipe(z.enum(NAME_SUFFIXES, { error: NAME_SUFFIX_INVALID_MESSAGE }))
  .optional()
  .transform((suffix) => suffix ?? '');

/** REG-024 name {firstName, middleName, lastName, suffix}. */
export function zLegalName(options: { isProduction: boolean }) {
  return z.object({
    firstName: zFirstName,
    middleName: zMiddleName,
    lastName: zLastName(options),
    suffix: zNameSuffixField,
  });
}
export type LegalName = z.infer<ReturnType<typeof zLegalName>>;
