import { AppError } from '@hearth/domain/errors/app-error';
import {
  PASSKEY_MESSAGES,
  type PasskeyLoginBody,
  type PasskeyRegistrationBody,
  type StaffPasskey,
} from '@hearth/domain/ops/staff-passkey';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { hashOpaqueToken, isTotpCode } from './second-factor.ts';
import { checkAuthenticationCode } from './second-factor-check.ts';
import { findStaffByUuid } from './staff.repository.ts';
import {
  finishLogin,
  INVALID_CODE,
  recordFailure,
  type StaffLoginDeps,
  type StaffSignedIn,
  staffOfChallenge,
} from './staff-login.service.ts';
import {
  claimPasskeyCounter,
  deleteOwnPasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  putPasskeyChallenge,
  type StaffPasskeyRow,
  takePasskeyChallenge,
} from './staff-passkey.repository.ts';
import { type RelyingParty, RP_NAME } from './staff-passkey-relying-party.ts';

/** A browser's passkey prompt is answered within this long. */
const CHALLENGE_TTL_MS = 5 * 60_000;

type Deps = Pick<StaffLoginDeps, 'db' | 'piiKey' | 'now'>;

export function toStaffPasskey(row: StaffPasskeyRow): StaffPasskey {
  return {
    uuid: row.uuid,
    name: row.name,
    transports: row.transports,
    counter: row.counter,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listStaffPasskeys(db: Db, staffUuid: string): Promise<StaffPasskey[]> {
  return (await listPasskeys(db, staffUuid)).map(toStaffPasskey);
}

async function keepChallenge(deps: Deps, key: string, staffUuid: string, challenge: string) {
  const now = deps.now();
  await putPasskeyChallenge(deps.db, {
    key,
    staffUuid,
    challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
}

const registrationKey = (staffUuid: string) => `register:${staffUuid}`;
const loginKey = (challenge: string) => `login:${hashOpaqueToken(challenge)}`;

/** Options for `navigator.credentials.create()`: a new passkey for the signed-in staff user. */
export async function passkeyRegistrationOptions(
  deps: Deps,
  staff: { uuid: string; email: string },
  rp: RelyingParty,
) {
  const existing = await listPasskeys(deps.db, staff.uuid);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: staff.email,
    userID: new TextEncoder().encode(staff.uuid),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(deps, registrationKey(staff.uuid), staff.uuid, options.challenge);
  return { ...options };
}

/**
 * Registers the passkey the browser created for the options above, confirmed by a current TOTP
 * code. The challenge is used up whatever the outcome; a credential registered before is a 409.
 */
export async function registerStaffPasskey(
  deps: Deps,
  staffUuid: string,
  body: PasskeyRegistrationBody,
  rp: RelyingParty,
): Promise<StaffPasskey> {
  const staff = await findStaffByUuid(deps.db, staffUuid);
  if (
    !staff?.totpConfirmedAt ||
    !isTotpCode(body.code) ||
    (await checkAuthenticationCode(deps, staff, body.code)) !== 'totp'
  ) {
    throw new AppError('FORBIDDEN', [INVALID_CODE]);
  }
  const pending = await takePasskeyChallenge(deps.db, registrationKey(staffUuid), deps.now());
  if (!pending) {
    throw new AppError('CONFLICT', [PASSKEY_MESSAGES.expired]);
  }
  const verified = await verifyRegistrationResponse({
    response: body.credential as unknown as RegistrationResponseJSON,
    expectedChallenge: pending.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) {
    throw new AppError('VALIDATION', [PASSKEY_MESSAGES.refused]);
  }
  const { credential, credentialBackedUp } = verified.registrationInfo;
  return deps.db.transaction(async (tx) => {
    const row = await insertPasskey(tx, {
      staffUuid,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? body.credential.response.transports ?? [],
      name: body.name,
      backedUp: credentialBackedUp,
    });
    if (!row) {
      throw new AppError('CONFLICT', ['This passkey is already registered']);
    }
    await appendAudit(tx, {
      action: 'staff.passkey-added',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: staffUuid,
      payload: { passkeyUuid: row.uuid },
    });
    return toStaffPasskey(row);
  });
}

export async function removeStaffPasskey(db: Db, staffUuid: string, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteOwnPasskey(tx, staffUuid, uuid))) {
      throw new AppError('NOT_FOUND');
    }
    await appendAudit(tx, {
      action: 'staff.passkey-removed',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: staffUuid,
      payload: { passkeyUuid: uuid },
    });
  });
}

/** Options for `navigator.credentials.get()` after the password step: the user's passkeys. */
export async function passkeyLoginOptions(deps: StaffLoginDeps, challenge: string, rp: RelyingParty) {
  const staff = await staffOfChallenge(deps, challenge);
  const passkeys = await listPasskeys(deps.db, staff.uuid);
  if (passkeys.length === 0) {
    throw new AppError('CONFLICT', [PASSKEY_MESSAGES.none]);
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    userVerification: 'preferred',
  });
  await keepChallenge(deps, loginKey(challenge), staff.uuid, options.challenge);
  return { ...options };
}

async function verifyAssertion(
  deps: StaffLoginDeps,
  staffUuid: string,
  body: PasskeyLoginBody,
  rp: RelyingParty,
): Promise<StaffPasskeyRow | undefined> {
  const pending = await takePasskeyChallenge(deps.db, loginKey(body.challenge), deps.now());
  const passkey = await findPasskeyByCredentialId(deps.db, body.credential.id);
  if (!pending || pending.staffUuid !== staffUuid || passkey?.staffUuid !== staffUuid) {
    return undefined;
  }
  const verified = await verifyAuthenticationResponse({
    response: body.credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: pending.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) {
    return undefined;
  }
  const claimed = await claimPasskeyCounter(
    deps.db,
    passkey,
    verified.authenticationInfo.newCounter,
    deps.now(),
  );
  return claimed ? passkey : undefined;
}

/**
 * The second step with a passkey instead of a code: the assertion must answer this log-in's
 * challenge, come from one of this user's passkeys and carry a signature counter above the last
 * one seen. A refusal counts towards the lockout like a wrong code; success signs in as a code does.
 */
export async function loginWithPasskey(
  deps: StaffLoginDeps,
  body: PasskeyLoginBody,
  rp: RelyingParty,
): Promise<StaffSignedIn> {
  const staff = await staffOfChallenge(deps, body.challenge);
  const passkey = await verifyAssertion(deps, staff.uuid, body, rp);
  if (!passkey) {
    await recordFailure(deps, staff, 'staff.second-factor-failed');
    throw new AppError('UNAUTHENTICATED', [PASSKEY_MESSAGES.refused]);
  }
  await appendAudit(deps.db, {
    action: 'staff.passkey-used',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: staff.uuid,
    payload: { passkeyUuid: passkey.uuid },
  });
  return finishLogin(deps, staff, body.challenge);
}
