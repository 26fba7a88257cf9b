import { AppError } from '@hearth/domain/errors/app-error';
import type { LoginBody } from '@hearth/domain/validation/login-body';
import { appendAudit } from '../audit/audit.repository.ts';
import { findIdentityByEmail } from './identity.repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { accountLockedError, type LoginLockout } from './login-lockout.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import type { IssuedToken } from './token.service.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export type LoginDeps = IdentityDeps & { lockout: LoginLockout };

/**
 * API-047: e-mail (any case) + password → a token. An unknown e-mail costs the same argon2 work as a
 * wrong password and gets the same 401, so neither timing nor wording reveals which accounts exist.
 * Wrong passwords count towards the lockout (login-lockout.ts), unknown e-mails' too.
 */
export async function loginWithPassword(deps: LoginDeps, body: LoginBody): Promise<IssuedToken> {
  if (await deps.lockout.isLocked(body.email)) {
    await verifyAgainstDummy(body.password);
    throw accountLockedError();
  }
  const identity = await findIdentityByEmail(deps.db, body.email);
  if (!identity) {
    await verifyAgainstDummy(body.password);
    await deps.lockout.recordFailure(body.email, undefined);
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  const matches = await verifyPassword(identity.passwordHash, body.password);
  await appendAudit(deps.db, {
    action: matches ? 'identity.logged-in' : 'identity.login-failed',
    actor: { type: 'identity', uuid: identity.uuid },
    entityUuid: identity.uuid,
  });
  if (!matches) {
    if (await deps.lockout.recordFailure(body.email, identity.uuid)) {
      await appendAudit(deps.db, {
        action: 'identity.locked',
        actor: { type: 'identity', uuid: identity.uuid },
        entityUuid: identity.uuid,
      });
    }
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  await deps.lockout.recordSuccess(body.email);
  return deps.tokens.issueToken({ identityUuid: identity.uuid, orgCode: identity.organizationCode });
}
