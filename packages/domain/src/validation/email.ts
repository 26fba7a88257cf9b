import { z } from 'zod';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
const EMAIL_MAX_LENGTH = 254;

/**
 * VAL-008/009: trimmed and lower-cased, so the register form and the server agree on one
 * identity per mailbox. An address longer than RFC 5321 allows counts as invalid.
 */
export const zEmail = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_INVALID_MESSAGE, abort: true })
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }))
  .transform((email) => email.toLowerCase());
