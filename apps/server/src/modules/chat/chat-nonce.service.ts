import { CHAT_NONCE_GRACE_MS, CHAT_NONCE_LIFETIME_MS } from '@hearth/domain/chat/chat-rules';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { findLiveChatNonce, insertChatNonce } from './chat-nonce.repository.ts';
import { hashSecret, newOpaqueSecret } from './chat-secrets.ts';

export interface NonceDeps {
  db: Db;
  now: () => Date;
}

export interface NonceOwner {
  identityUuid: string;
  orgCode: string;
}

/** API-077: a nonce for the signed-in borrower, good for a minute and a grace period. */
export async function issueChatNonce(deps: NonceDeps, owner: NonceOwner): Promise<{ nonce: string }> {
  const nonce = newOpaqueSecret();
  const now = deps.now();
  await insertChatNonce(
    deps.db,
    {
      nonceHash: hashSecret(nonce),
      identityUuid: owner.identityUuid,
      orgCode: owner.orgCode,
      expiresAt: new Date(now.getTime() + CHAT_NONCE_LIFETIME_MS + CHAT_NONCE_GRACE_MS),
    },
    now,
  );
  return { nonce };
}

/** Whose a live nonce is; an unknown, expired or another lender's nonce is a 401. */
export async function resolveChatNonce(deps: NonceDeps, nonce: string, orgCode: string): Promise<NonceOwner> {
  const row = await findLiveChatNonce(deps.db, hashSecret(nonce), deps.now());
  if (!row || row.orgCode !== orgCode) {
    throw new AppError('UNAUTHENTICATED');
  }
  return { identityUuid: row.identityUuid, orgCode: row.orgCode };
}

/** API-078: a live nonce of the same borrower buys the next one. */
export async function refreshChatNonce(
  deps: NonceDeps,
  owner: NonceOwner,
  nonce: string,
): Promise<{ nonce: string }> {
  const current = await resolveChatNonce(deps, nonce, owner.orgCode);
  if (current.identityUuid !== owner.identityUuid) {
    throw new AppError('UNAUTHENTICATED');
  }
  return issueChatNonce(deps, owner);
}
