import { AppError } from '@hearth/domain/errors/app-error';
import type { LoginBody } from '@hearth/domain/validation/login-body';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { INVALID_CREDENTIALS } from '../identity/login.service.ts';
import { accountLockedError, type LoginLockout } from '../identity/login-lockout.ts';
import { verifyAgainstDummy, verifyPassword } from '../identity/password.ts';
import type { IssuedToken, TokenService } from '../identity/token.service.ts';
import { findStaffByEmail, type StaffRow } from './staff.repository.ts';

/** Staff tokens carry no lender: staff work across organisations. */
export const STAFF_ORG_CLAIM = '*';

/**
 * Like the borrower log-in: an unknown e-mail costs the same argon2 work and gets the same 401, and
 * ten wrong passwords lock the staff account for 15 minutes.
 */
export async function loginStaff(
  deps: { db: Db; tokens: TokenService; lockout: LoginLockout },
  body: LoginBody,
): Promise<{ token: IssuedToken; staff: StaffRow }> {
  if (await deps.lockout.isLocked(body.email)) {
    await verifyAgainstDummy(body.password);
    throw accountLockedError();
  }
  const staff = await findStaffByEmail(deps.db, body.email);
  if (!staff?.active) {
    await verifyAgainstDummy(body.password);
    await deps.lockout.recordFailure(body.email, undefined);
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  const matches = await verifyPassword(staff.passwordHash, body.password);
  await appendAudit(deps.db, {
    action: matches ? 'staff.logged-in' : 'staff.login-failed',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: staff.uuid,
  });
  if (!matches) {
    if (await deps.lockout.recordFailure(body.email, staff.uuid)) {
      await appendAudit(deps.db, {
        action: 'staff.locked',
        actor: { type: 'staff', uuid: staff.uuid },
        entityUuid: staff.uuid,
      });
    }
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  await deps.lockout.recordSuccess(body.email);
  const token = await deps.tokens.issueToken({
    identityUuid: staff.uuid,
    orgCode: STAFF_ORG_CLAIM,
    scope: 'staff',
  });
  return { token, staff };
}
