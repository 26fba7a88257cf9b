import { AppError } from '@hearth/domain/errors/app-error';
import type { StaffSecondFactorBody } from '@hearth/domain/ops/staff-bodies';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { LoginBody } from '@hearth/domain/validation/login-body';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { INVALID_CREDENTIALS } from '../identity/login.service.ts';
import { accountLockedError, type LoginLockout } from '../identity/login-lockout.ts';
import { verifyAgainstDummy, verifyPassword } from '../identity/password.ts';
import type { TokenService } from '../identity/token.service.ts';
import {
  generateOpaqueToken,
  generateRecoveryCodes,
  generateTotpSecret,
  hashOpaqueToken,
  hashRecoveryCode,
  isTotpCode,
  matchTotpStep,
  totpQrCode,
  totpUri,
} from './second-factor.ts';
import { checkAuthenticationCode } from './second-factor-check.ts';
import {
  consumeLoginChallenge,
  countUnusedRecoveryCodes,
  findLoginChallenge,
  insertLoginChallenge,
  replaceRecoveryCodes,
} from './second-factor-records.repository.ts';
import {
  claimTotpStep,
  findStaffByEmail,
  findStaffByUuid,
  type StaffRow,
  updateStaff,
} from './staff.repository.ts';
import { insertStaffSession } from './staff-session.repository.ts';

/** Staff tokens carry no lender: which lenders a staff user sees is their account's `orgCodes`. */
export const STAFF_ORG_CLAIM = '*';
/** The password step is good for this long. */
const CHALLENGE_TTL_MS = 5 * 60_000;
export const INVALID_CODE = 'The authentication code is not valid';
export const CHALLENGE_EXPIRED = 'Your sign-in expired; enter your e-mail and password again';

export interface StaffLoginDeps {
  db: Db;
  tokens: TokenService;
  lockout: LoginLockout;
  piiKey: Buffer;
  /** The time codes, challenges and sessions are judged by. */
  now: () => Date;
}

export interface StaffSignedIn {
  uuid: string;
  jwt: string;
  email: string;
  role: StaffRole;
}

/**
 * The password step. Like the borrower log-in, an unknown e-mail costs the same argon2 work and
 * gets the same 401, and ten failures (passwords or codes) lock the account for 15 minutes. A right
 * password gives a challenge for the second factor, never a token.
 */
export async function loginStaff(
  deps: StaffLoginDeps,
  body: LoginBody,
): Promise<{ challenge: string; secondFactor: 'CODE' | 'ENROL' }> {
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
  if (!(await verifyPassword(staff.passwordHash, body.password))) {
    await recordFailure(deps, staff, 'staff.login-failed');
    throw new AppError('UNAUTHENTICATED', [INVALID_CREDENTIALS]);
  }
  const challenge = generateOpaqueToken();
  const now = deps.now();
  await insertLoginChallenge(deps.db, {
    tokenHash: hashOpaqueToken(challenge),
    staffUuid: staff.uuid,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
  return { challenge, secondFactor: staff.totpConfirmedAt ? 'CODE' : 'ENROL' };
}

export async function recordFailure(
  deps: StaffLoginDeps,
  staff: StaffRow,
  action: 'staff.login-failed' | 'staff.second-factor-failed',
): Promise<void> {
  const actor = { type: 'staff', uuid: staff.uuid } as const;
  await appendAudit(deps.db, { action, actor, entityUuid: staff.uuid });
  if (await deps.lockout.recordFailure(staff.email, staff.uuid)) {
    await appendAudit(deps.db, { action: 'staff.locked', actor, entityUuid: staff.uuid });
  }
}

/** The staff user behind a live challenge (401 when it is unknown, used or expired, or they were locked or disabled since). */
export async function staffOfChallenge(deps: StaffLoginDeps, challenge: string): Promise<StaffRow> {
  const found = await findLoginChallenge(deps.db, hashOpaqueToken(challenge));
  if (!found || found.expiresAt.getTime() <= deps.now().getTime()) {
    throw new AppError('UNAUTHENTICATED', [CHALLENGE_EXPIRED]);
  }
  const staff = await findStaffByUuid(deps.db, found.staffUuid);
  if (!staff?.active) {
    throw new AppError('UNAUTHENTICATED', [CHALLENGE_EXPIRED]);
  }
  if (await deps.lockout.isLocked(staff.email)) {
    throw accountLockedError();
  }
  return staff;
}

/** Starts a staff session: its token, and its row every instance checks on each request. */
export async function startStaffSession(
  deps: Pick<StaffLoginDeps, 'db' | 'tokens' | 'now'>,
  staff: Pick<StaffRow, 'uuid' | 'email' | 'role'>,
): Promise<StaffSignedIn> {
  const token = await deps.tokens.issueToken({
    identityUuid: staff.uuid,
    orgCode: STAFF_ORG_CLAIM,
    scope: 'staff',
  });
  await insertStaffSession(deps.db, {
    sessionId: token.session.id,
    staffUuid: staff.uuid,
    now: deps.now(),
    expiresAt: token.session.expiresAt,
  });
  return { uuid: staff.uuid, jwt: token.jwt, email: staff.email, role: staff.role as StaffRole };
}

/** One challenge starts one session: of two answers racing, the second finds it used. */
export async function finishLogin(
  deps: StaffLoginDeps,
  staff: StaffRow,
  challenge: string,
): Promise<StaffSignedIn> {
  if (!(await consumeLoginChallenge(deps.db, hashOpaqueToken(challenge)))) {
    throw new AppError('UNAUTHENTICATED', [CHALLENGE_EXPIRED]);
  }
  await deps.lockout.recordSuccess(staff.email);
  await appendAudit(deps.db, {
    action: 'staff.logged-in',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: staff.uuid,
  });
  return startStaffSession(deps, staff);
}

/** The second step: a TOTP code (once per time step) or an unused recovery code. */
export async function completeStaffSecondFactor(
  deps: StaffLoginDeps,
  body: StaffSecondFactorBody,
): Promise<StaffSignedIn> {
  const staff = await staffOfChallenge(deps, body.challenge);
  if (!staff.totpConfirmedAt || !staff.totpSecretEncrypted) {
    throw new AppError('CONFLICT', ['Set up your authenticator app first']);
  }
  const result = await checkAuthenticationCode(deps, staff, body.code);
  if (result === 'refused') {
    await recordFailure(deps, staff, 'staff.second-factor-failed');
    throw new AppError('UNAUTHENTICATED', [INVALID_CODE]);
  }
  if (result === 'recovery-code') {
    await appendAudit(deps.db, {
      action: 'staff.recovery-code-used',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: staff.uuid,
      payload: { remaining: await countUnusedRecoveryCodes(deps.db, staff.uuid) },
    });
  }
  return finishLogin(deps, staff, body.challenge);
}

/** A new (unconfirmed) authenticator secret for a staff user who has none confirmed. */
export async function startStaffEnrolment(
  deps: StaffLoginDeps,
  challenge: string,
): Promise<{ otpauthUri: string; qrCode: string; secret: string }> {
  const staff = await staffOfChallenge(deps, challenge);
  if (staff.totpConfirmedAt) {
    throw new AppError('CONFLICT', ['An authenticator app is already set up']);
  }
  const secret = generateTotpSecret();
  await updateStaff(deps.db, staff.uuid, { totpSecretEncrypted: encryptPii(secret, deps.piiKey) });
  const otpauthUri = totpUri(secret, staff.email);
  return { otpauthUri, qrCode: await totpQrCode(otpauthUri), secret };
}

/** The first code from the new authenticator confirms it; ten recovery codes are shown this once. */
export async function confirmStaffEnrolment(
  deps: StaffLoginDeps,
  body: StaffSecondFactorBody,
): Promise<StaffSignedIn & { recoveryCodes: string[] }> {
  const staff = await staffOfChallenge(deps, body.challenge);
  if (staff.totpConfirmedAt || !staff.totpSecretEncrypted) {
    throw new AppError('CONFLICT', ['Start setting up your authenticator app first']);
  }
  const step = matchTotpStep(decryptPii(staff.totpSecretEncrypted, deps.piiKey), body.code, deps.now());
  if (step === undefined || !(await claimTotpStep(deps.db, staff.uuid, step))) {
    await recordFailure(deps, staff, 'staff.second-factor-failed');
    throw new AppError('UNAUTHENTICATED', [INVALID_CODE]);
  }
  const recoveryCodes = generateRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, staff.uuid, { totpConfirmedAt: deps.now() });
    await replaceRecoveryCodes(tx, staff.uuid, recoveryCodes.map(hashRecoveryCode));
    await appendAudit(tx, {
      action: 'staff.second-factor-enrolled',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: staff.uuid,
    });
  });
  return { ...(await finishLogin(deps, staff, body.challenge)), recoveryCodes };
}

/**
 * Ten new recovery codes for the signed-in staff user, replacing the old ones; a current TOTP code
 * must confirm it (a stolen token alone cannot mint a way back in).
 */
export async function renewRecoveryCodes(
  deps: Pick<StaffLoginDeps, 'db' | 'piiKey' | 'now'>,
  staffUuid: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const staff = await findStaffByUuid(deps.db, staffUuid);
  if (
    !staff?.totpConfirmedAt ||
    !isTotpCode(code) ||
    (await checkAuthenticationCode(deps, staff, code)) !== 'totp'
  ) {
    throw new AppError('FORBIDDEN', [INVALID_CODE]);
  }
  const recoveryCodes = generateRecoveryCodes();
  await replaceRecoveryCodes(deps.db, staff.uuid, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes };
}
