import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer value (a visitor's socket token, a chat nonce): 256 random bits. */
export function newOpaqueSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a copy of the database opens no chat. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
