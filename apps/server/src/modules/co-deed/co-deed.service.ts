import { AppError } from '@hearth/domain/errors/app-error';
import {
  CO_DEED_MESSAGES,
  type CoDeederBody,
  type CoDeedInvite,
  isActiveInvite,
} from '@hearth/domain/journey/co-deed';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { wakeStepJob } from '../../lifecycle/wake-step-job.ts';
import { listApplicationsByOwner } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import { buildInvitationLink } from '../signer/invitation-token.ts';
import { issueSignerInvitation, revokeSignerInvitation } from '../signer/signer-invitation.service.ts';
import { type CoDeeder, isCoDeeder, replaceSigner } from '../signer/signer-records.ts';
import { findIdentityByEmail, findIdentityEmail } from './co-deed.repository.ts';

/** Owners on title besides the borrower: more than this is not a home, it is a partnership. */
export const MAX_CO_DEEDERS = 10;

export interface InviteOptions {
  /** Outside production the answer carries the one-time link the invitation e-mail would (sandbox). */
  exposeLink: boolean;
}

function toInvite(applicationUuid: string, signer: CoDeeder, token?: string): CoDeedInvite {
  return {
    uuid: signer.uuid,
    applicationUuid,
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    status: signer.status as CoDeedInvite['status'],
    invitedAt: signer.invitedAt ?? null,
    acceptedAt: signer.acceptedAt ?? null,
    signedAt: signer.signedAt ?? null,
    ...(token ? { invitationLink: buildInvitationLink(token) } : {}),
  };
}

/**
 * 007 `POST P/co-deeders` (CO_DEED_REQ): invites another owner on title as an additional signer
 * (helocSigners, role CO_DEEDER, INVITED) with a one-time link (7 days). The co-deed job waits
 * until every one has signed. Nobody is invited twice, and the borrower cannot invite themself.
 */
export async function inviteCoDeeder(
  db: Db,
  owner: { uuid: string; identityUuid: string },
  body: CoDeederBody,
  options: InviteOptions,
): Promise<CoDeedInvite> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['CO_DEED_REQ']);
    const email = body.email.toLowerCase();
    if ((await findIdentityEmail(tx, owner.identityUuid))?.toLowerCase() === email) {
      throw new AppError('VALIDATION', [CO_DEED_MESSAGES.self]);
    }
    const invited = application.helocSigners.filter(isCoDeeder).filter(isActiveInvite);
    if (invited.some((signer) => signer.email.toLowerCase() === email)) {
      throw new AppError('CONFLICT', [CO_DEED_MESSAGES.duplicate]);
    }
    if (invited.length >= MAX_CO_DEEDERS) {
      throw new AppError('VALIDATION', [CO_DEED_MESSAGES.tooMany]);
    }
    const signer: CoDeeder = {
      uuid: crypto.randomUUID(),
      identityUuid: (await findIdentityByEmail(tx, email)) ?? null,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      role: 'CO_DEEDER',
      status: 'INVITED',
      invitedAt: (await now(tx)).toISOString(),
    };
    await updateApplication(tx, owner.uuid, {
      helocSigners: [...application.helocSigners, signer],
      coDeedStatus: 'PENDING',
      // SGN-002: signers listed in helocSigners are recognised when the version is v1.
      additionalSignerVersion: application.additionalSignerVersion ?? 1,
    });
    const token = await issueSignerInvitation(tx, { applicationUuid: owner.uuid, signerUuid: signer.uuid });
    await appendAudit(tx, {
      action: 'borrower.co-deeder-invited',
      actor: { type: 'identity', uuid: owner.identityUuid },
      entityUuid: owner.uuid,
      payload: { inviteUuid: signer.uuid },
    });
    return toInvite(owner.uuid, signer, options.exposeLink ? token : undefined);
  });
}

function findInvite(application: ApplicationRecord, inviteUuid: string): CoDeeder {
  const signer = application.helocSigners.filter(isCoDeeder).find((entry) => entry.uuid === inviteUuid);
  if (!signer) {
    throw new AppError('NOT_FOUND');
  }
  if (signer.status === 'WITHDRAWN') {
    throw new AppError('CONFLICT', [CO_DEED_MESSAGES.withdrawn]);
  }
  return signer;
}

/**
 * `POST P/co-deeders/{inviteUuid}/resend` (CO_DEED_REQ): a fresh one-time link for an owner who
 * has not accepted yet; the earlier links stop working.
 */
export async function resendCoDeedInvite(
  db: Db,
  owner: { uuid: string; identityUuid: string; inviteUuid: string },
  options: InviteOptions,
): Promise<CoDeedInvite> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['CO_DEED_REQ']);
    const signer = findInvite(application, owner.inviteUuid);
    if (signer.status !== 'INVITED') {
      throw new AppError('CONFLICT', [CO_DEED_MESSAGES.alreadySigned]);
    }
    const token = await issueSignerInvitation(tx, { applicationUuid: owner.uuid, signerUuid: signer.uuid });
    await appendAudit(tx, {
      action: 'borrower.co-deed-invitation-resent',
      actor: { type: 'identity', uuid: owner.identityUuid },
      entityUuid: owner.uuid,
      payload: { inviteUuid: signer.uuid },
    });
    return toInvite(owner.uuid, signer, options.exposeLink ? token : undefined);
  });
}

/**
 * `DELETE P/co-deeders/{inviteUuid}` (CO_DEED_REQ): the borrower takes back an invitation sent to
 * the wrong person; its links stop working and the owner's area shows it cancelled. An owner who
 * has signed cannot be withdrawn. The waiting co-deed job looks again.
 */
export async function withdrawCoDeedInvite(
  db: Db,
  owner: { uuid: string; identityUuid: string; inviteUuid: string },
): Promise<CoDeedInvite> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['CO_DEED_REQ']);
    const signer = findInvite(application, owner.inviteUuid);
    if (signer.status === 'SIGNED') {
      throw new AppError('CONFLICT', [CO_DEED_MESSAGES.alreadySigned]);
    }
    const withdrawn: CoDeeder = {
      ...signer,
      status: 'WITHDRAWN',
      withdrawnAt: (await now(tx)).toISOString(),
    };
    const updated = await updateApplication(tx, owner.uuid, {
      helocSigners: replaceSigner(application, withdrawn),
    });
    await revokeSignerInvitation(tx, { applicationUuid: owner.uuid, signerUuid: signer.uuid });
    await appendAudit(tx, {
      action: 'borrower.co-deeder-withdrawn',
      actor: { type: 'identity', uuid: owner.identityUuid },
      entityUuid: owner.uuid,
      payload: { inviteUuid: signer.uuid, previousStatus: signer.status },
    });
    await wakeStepJob(tx, updated);
    return toInvite(owner.uuid, withdrawn);
  });
}

/** 007 `GET …/heloc/co-deed/status`: the invitations on the caller's applications, newest application first. */
export async function listCoDeedInvites(db: Db, identityUuid: string): Promise<CoDeedInvite[]> {
  const applications = await listApplicationsByOwner(db, identityUuid);
  return applications.flatMap((application) =>
    application.helocSigners.filter(isCoDeeder).map((signer) => toInvite(application.uuid, signer)),
  );
}
