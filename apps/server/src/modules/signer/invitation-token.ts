import { createHash, randomBytes } from 'node:crypto';
import { SIGNER_RESUME_PATH } from '@hearth/domain/signer/signer-invitation';

/** Only the hash of an invitation token is stored: a database read does not yield a usable link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes (base64url, 43 characters) and their hash. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** The link a lender's invitation e-mail carries (relative: the app serves one origin). */
export function buildInvitationLink(token: string): string {
  return `${SIGNER_RESUME_PATH}?token=${token}`;
}
