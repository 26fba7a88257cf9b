import { z } from 'zod';

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores';

/** Optional but recommended: the client sends one per submit (a UUID), reused on retries. */
export const zCreateHelocHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: IDEMPOTENCY_KEY_MESSAGE })
    .optional(),
});
