import { AppError } from '@hearth/domain/errors/app-error';
import type { LoginBody } from '@hearth/domain/validation/login-body';
import { appendAudit } from '../audit/audit.repository.ts';
import { findIdentityByEmail } from './identity.repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import type { IssuedToken } from './token.service.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * API-047: e-mail (any case) + password → a token. An unknown e-mail costs the same argon2 work as a
 * wrong password and gets the same 401, so neither timing nor wording reveals which accounts exist.
 */
export async function loginWithPassword(deps: IdentityDeps, body: LoginBody): Promise<IssuedToken> {
  const identity = await findIdentityByEmail(deps.db, body.email);
  if (!identity) {
    await verifyAgainstDummy(body.password);
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  const matches = await verifyPassword(identity.passwordHash, body.password);
  await appendAudit(deps.db, {
    action: matches ? 'identity.logged-in' : 'identity.login-failed',
    actor: { type: 'identity', uuid: identity.uuid },
    entityUuid: identity.uuid,
  });
  if (!matches) {
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  return deps.tokens.issueToken({ identityUuid: identity.uuid, orgCode: identity.organizationCode });
}
