import { UNEXPECTED_ERROR_MESSAGE } from './error-messages.ts';

const TRAILING_PERIODS = /\.+$/;
const ENDS_A_SENTENCE = /[!?]$/;

/**
 * ERR-006/007: joins server messages into one deduplicated text ending with a period. Each
 * message is trimmed and its trailing periods dropped (so "Bad." and "Bad" count as one), then
 * ended with a period unless it already ends with "!" or "?". Empty and non-string entries are
 * ignored; nothing usable gives 'Something unexpected happened'.
 */
export function joinErrorMessages(messages: readonly unknown[]): string {
  const parts = messages
    .filter((message): message is string => typeof message === 'string')
    .map((message) => message.trim().replace(TRAILING_PERIODS, '').trimEnd())
    .filter((message) => message !== '');
  const unique = [...new Set(parts)];
  if (unique.length === 0) {
    return UNEXPECTED_ERROR_MESSAGE;
  }
  return unique.map((part) => (ENDS_A_SENTENCE.test(part) ? part : `${part}.`)).join(' ');
}

/** ERR-006: the message for an error body `{ errors: [...] }`; anything else is unexpected. */
export function getErrorMessage(body: unknown): string {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return joinErrorMessages(Array.isArray(errors) ? errors : []);
}
