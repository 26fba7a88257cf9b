import { AppError } from '@hearth/domain/errors/app-error';
import { IDENTITY_EXISTS_MESSAGE } from '@hearth/domain/errors/error-messages';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/profile/language';
import {
  type AcceptInvitationBody,
  INVITATION_MESSAGES,
  type InvitationSummary,
  SIGNER_INVITATION_TTL_MS,
} from '@hearth/domain/signer/signer-invitation';
import { zNewPassword } from '@hearth/domain/validation/password';
import type { Db } from '../../db/client.ts';
import { lockApplication } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import { findApplicationOrg } from '../documents/load-document-data.ts';
import { isUniqueViolation } from '../identity/db-errors.ts';
import { findIdentityByEmail, type IdentityRow, insertIdentity } from '../identity/identity.repository.ts';
import type { LoginDeps } from '../identity/login.service.ts';
import { accountLockedError, type LoginLockout } from '../identity/login-lockout.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../identity/password.ts';
import type { IssuedToken } from '../identity/token.service.ts';
import { insertProfile } from '../profile/profile.repository.ts';
import { createInvitationToken, hashInvitationToken } from './invitation-token.ts';
import {
  findSignerInvitation,
  insertSignerInvitation,
  markSignerInvitationUsed,
  revokeSignerInvitations,
  type SignerInvitationRow,
} from './signer-invitation.repository.ts';
import {
  type CoDeeder,
  findApplicationByUuid,
  isCoDeeder,
  isSignerActive,
  readBorrowerName,
  replaceSigner,
} from './signer-records.ts';

/**
 * A new one-time link for one co-deeder (in the caller's transaction): earlier open links are
 * revoked, the token's hash is stored and the token returned — the only time it exists in full.
 */
export async function issueSignerInvitation(
  tx: Db,
  invitation: { applicationUuid: string; signerUuid: string },
): Promise<string> {
  const at = await now(tx);
  await revokeSignerInvitations(tx, invitation.applicationUuid, invitation.signerUuid, at);
  const { token, tokenHash } = createInvitationToken();
  await insertSignerInvitation(tx, {
    ...invitation,
    tokenHash,
    expiresAt: new Date(at.getTime() + SIGNER_INVITATION_TTL_MS),
    createdAt: at,
  });
  return token;
}

/** Ends every open link of a co-deeder whose invitation is withdrawn. */
export async function revokeSignerInvitation(
  tx: Db,
  invitation: { applicationUuid: string; signerUuid: string },
): Promise<void> {
  await revokeSignerInvitations(tx, invitation.applicationUuid, invitation.signerUuid, await now(tx));
}

interface OpenInvitation {
  invitation: SignerInvitationRow;
  application: ApplicationRecord;
  signer: CoDeeder;
}

/** The invitation behind a token, still usable: unknown, revoked or withdrawn 404; used or expired 409. */
async function findOpenInvitation(db: Db, token: string, lock: boolean): Promise<OpenInvitation> {
  const invitation = await findSignerInvitation(db, hashInvitationToken(token), lock);
  if (!invitation || invitation.revokedAt) {
    throw new AppError('NOT_FOUND', [INVITATION_MESSAGES.invalid]);
  }
  if (invitation.usedAt) {
    throw new AppError('CONFLICT', [INVITATION_MESSAGES.used]);
  }
  if ((await now(db)) >= invitation.expiresAt) {
    throw new AppError('CONFLICT', [INVITATION_MESSAGES.expired]);
  }
  const application = lock
    ? await lockApplication(db, invitation.applicationUuid)
    : await findApplicationByUuid(db, invitation.applicationUuid);
  const signer = application?.helocSigners
    .filter(isCoDeeder)
    .find((candidate) => candidate.uuid === invitation.signerUuid);
  if (!application || !signer || !isSignerActive(application, signer)) {
    throw new AppError('NOT_FOUND', [INVITATION_MESSAGES.invalid]);
  }
  if (signer.status !== 'INVITED') {
    throw new AppError('CONFLICT', [INVITATION_MESSAGES.used]);
  }
  return { invitation, application, signer };
}

/** `POST …/heloc/signer/invitation`: who is invited, by whom, and whether they log in or set a password. */
export async function lookupSignerInvitation(
  db: Db,
  token: string,
  piiKey: Buffer,
): Promise<InvitationSummary> {
  const { invitation, application, signer } = await findOpenInvitation(db, token, false);
  return {
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    borrowerName: readBorrowerName(application, piiKey),
    lenderName: findApplicationOrg(application).companyInfo.companyName,
    hasAccount: (await findIdentityByEmail(db, signer.email)) !== undefined,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The password check (existing account) or hash (new one), done before any row is locked: argon2 is slow. */
async function preparePassword(
  existing: IdentityRow | undefined,
  password: string,
  lockout: LoginLockout,
): Promise<{ passwordHash: string | undefined }> {
  if (existing) {
    // The existing account's password, guessed here as at the log-in: the same lockout.
    if (await lockout.isLocked(existing.email)) {
      await verifyAgainstDummy(password);
      throw accountLockedError();
    }
    if (!(await verifyPassword(existing.passwordHash, password))) {
      await lockout.recordFailure(existing.email, existing.uuid);
      throw new AppError('VALIDATION', [INVITATION_MESSAGES.wrongPassword]);
    }
    await lockout.recordSuccess(existing.email);
    return { passwordHash: undefined };
  }
  const strength = zNewPassword.safeParse(password);
  if (!strength.success) {
    throw new AppError(
      'VALIDATION',
      strength.error.issues.map((issue) => issue.message),
    );
  }
  return { passwordHash: await hashPassword(password) };
}

async function createSignerIdentity(
  tx: Db,
  signer: CoDeeder,
  passwordHash: string,
  orgCode: string,
  language: Language,
) {
  const identity = await insertIdentity(tx, {
    email: signer.email,
    passwordHash,
    organizationCode: orgCode,
    profileType: 'CO_DEEDER',
  });
  await insertProfile(tx, {
    identityUuid: identity.uuid,
    type: 'CO_DEEDER',
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    phoneNumbers: [],
    language,
  });
  return identity.uuid;
}

/**
 * `POST …/heloc/signer/invitation/accept`: spends the link once. A new owner gets an identity and
 * a profile of type CO_DEEDER with the password they set; an owner with an account proves it with
 * theirs. Their helocSigners entry is linked (identityUuid) and ACCEPTED; a token is returned. A new
 * profile starts in `language`, the one the accepting browser asked for.
 */
export async function acceptSignerInvitation(
  deps: LoginDeps,
  body: AcceptInvitationBody,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ token: IssuedToken; applicationUuid: string }> {
  const preview = await findOpenInvitation(deps.db, body.token, false);
  const existing = await findIdentityByEmail(deps.db, preview.signer.email);
  const { passwordHash } = await preparePassword(existing, body.password, deps.lockout);
  try {
    const accepted = await deps.db.transaction(async (tx) => {
      const { invitation, application, signer } = await findOpenInvitation(tx, body.token, true);
      const at = await now(tx);
      const identityUuid =
        existing?.uuid ??
        (await createSignerIdentity(tx, signer, passwordHash ?? '', application.organizationCode, language));
      await updateApplication(tx, application.uuid, {
        helocSigners: replaceSigner(application, {
          ...signer,
          identityUuid,
          status: 'ACCEPTED',
          acceptedAt: at.toISOString(),
        }),
        additionalSignerVersion: application.additionalSignerVersion ?? 1,
      });
      await markSignerInvitationUsed(tx, invitation.uuid, at);
      await appendAudit(tx, {
        action: 'signer.invitation-accepted',
        actor: { type: 'signer', uuid: identityUuid },
        entityUuid: application.uuid,
        payload: { signerUuid: signer.uuid, newAccount: existing === undefined },
      });
      return { identityUuid, applicationUuid: application.uuid, orgCode: application.organizationCode };
    });
    const token = await deps.tokens.issueToken({
      identityUuid: accepted.identityUuid,
      orgCode: accepted.orgCode,
    });
    return { token, applicationUuid: accepted.applicationUuid };
  } catch (error) {
    // Someone registered the same e-mail between the check and the insert.
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', [IDENTITY_EXISTS_MESSAGE]);
    }
    throw error;
  }
}
