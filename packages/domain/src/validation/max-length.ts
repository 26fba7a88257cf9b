import { fillMessageTemplate } from './message-templates.ts';

/**
 * Every free-text field has a maximum length, so a pasted 5,000-character value is refused with a
 * clear message at the field instead of reaching a database column or a log line.
 */
export const NAME_MAX_LENGTH = 50;
export const STREET_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;

/** Same style as the spec's 'Must be at least 12 characters long'. */
export function formatMaxLengthMessage(max: number): string {
  return fillMessageTemplate('maxLength', { max });
}

export const NAME_TOO_LONG_MESSAGE = formatMaxLengthMessage(NAME_MAX_LENGTH);
export const STREET_TOO_LONG_MESSAGE = formatMaxLengthMessage(STREET_MAX_LENGTH);
export const CITY_TOO_LONG_MESSAGE = formatMaxLengthMessage(CITY_MAX_LENGTH);
export const PASSWORD_TOO_LONG_MESSAGE = formatMaxLengthMessage(PASSWORD_MAX_LENGTH);
