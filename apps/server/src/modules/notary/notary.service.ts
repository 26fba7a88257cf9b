import { AppError } from '@hearth/domain/errors/app-error';
import { NOTARY_MESSAGES, type NotaryResult } from '@hearth/domain/journey/notary';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { buildApplicantRef } from '../../lifecycle/jobs/handlers/support/applicant.ts';
import { saveProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { ENotaryProvider } from '../../providers/closing-vendor-providers.ts';
import { isSlotOffered, readSlotContext } from './notary-slots.service.ts';

type Owner = { uuid: string; identityUuid: string };

function toResult(application: ApplicationRecord, joinUrl: string | null = null): NotaryResult {
  return {
    serverStep: application.serverStep,
    requestedManualNotaryTime: application.requestedManualNotaryTime?.toISOString() ?? null,
    joinUrl,
  };
}

/** NOTARY_DISCLOSURE → NOTARY_DISCLOSURE_ACKNOWLEDGED: the notary disclosure is read (its flag set). */
export async function acknowledgeNotaryDisclosure(db: Db, owner: Owner): Promise<NotaryResult> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['NOTARY_DISCLOSURE']);
    const disclosures = application.status.disclosures ?? {};
    const moved = await transitionApplication(tx, {
      uuid: owner.uuid,
      event: 'NOTARY_DISCLOSURE_ACKNOWLEDGED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      // The deed may now be signed (client event DEED_SIGNING); 'complete' waits for the notary's NOTARY_COMPLETED.
      statusPatch: { disclosures: { ...disclosures, notaryReady: true } },
    });
    return toResult(moved.application);
  });
}

/**
 * DEED_SIGNING → MANUAL_NOTARY_REQUESTED: an appointment with a travelling notary, at a slot the
 * slots call offers now (on the lifecycle clock, after the waiting period); stored as
 * requestedManualNotaryTime, with status.manualNotary.
 */
export async function requestManualNotary(db: Db, owner: Owner, slotStart: string): Promise<NotaryResult> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['DEED_SIGNING']);
    if (!isSlotOffered(slotStart, await readSlotContext(tx, application))) {
      throw new AppError('VALIDATION', [NOTARY_MESSAGES.slotNotOffered]);
    }
    const requested = new Date(slotStart);
    const moved = await transitionApplication(tx, {
      uuid: owner.uuid,
      event: 'MANUAL_NOTARY_REQUESTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { requestedManualNotaryTime: requested.toISOString() },
      applicationPatch: { requestedManualNotaryTime: requested },
    });
    return toResult(moved.application);
  });
}

/**
 * DEED_SIGNING → E_NOTARY_SESSION_STARTED (from a manual appointment, E_NOTARY_CHOSEN first, in
 * the same transaction): the e-notary vendor's session starts here, so a refused move never
 * starts one; the vendor reports the notarised deed (NOTARY_COMPLETED) itself.
 */
export async function startENotarySession(
  deps: { db: Db; eNotary: ENotaryProvider; piiKey: Buffer },
  owner: Owner,
  answers: readonly string[],
): Promise<NotaryResult> {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, ['DEED_SIGNING', 'MANUAL_DEED_SIGNING']);
    const mover = { uuid: owner.uuid, actor: 'BORROWER' as const, actorId: owner.identityUuid };
    if (application.serverStep === 'MANUAL_DEED_SIGNING') {
      await transitionApplication(tx, {
        ...mover,
        event: 'E_NOTARY_CHOSEN',
        statusPatch: { manualNotary: false },
        applicationPatch: { requestedManualNotaryTime: null },
      });
    }
    const moved = await transitionApplication(tx, {
      ...mover,
      event: 'E_NOTARY_SESSION_STARTED',
      detail: { identityAnswers: answers.length },
    });
    const applicant = buildApplicantRef(application, deps.piiKey);
    const session = await deps.eNotary.startSession({
      applicationUuid: owner.uuid,
      signerName: `${applicant.firstName} ${applicant.lastName}`.trim(),
      state: application.propertyState ?? applicant.address.state,
    });
    await saveProviderResult(tx, {
      applicationUuid: owner.uuid,
      kind: 'VENDOR_ORDER',
      provider: deps.eNotary.name,
      result: { vendor: 'E_NOTARY', ...session },
    });
    return toResult(moved.application, session.joinUrl);
  });
}
