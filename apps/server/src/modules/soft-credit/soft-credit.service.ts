import type {
  CreditCheckView,
  CreditUnfrozenBody,
  SoftCreditSsnBody,
} from '@hearth/domain/journey/soft-credit';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii, maskSsn } from '../../lib/pii.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { type Owner, requireOwnApplication } from '../journey/own-application.ts';

export interface SoftCreditDeps {
  db: Db;
  piiKey: Buffer;
}

const FROZEN_STEPS = ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'] as const;

/**
 * CREDIT_NO_MATCH → SSN_SUBMITTED: the SSN is stored encrypted with the move, and the re-pull job
 * (SOFT_CREDIT_PULL) sends it to the bureau.
 */
export function submitRepullSsn(deps: SoftCreditDeps, owner: Owner, body: SoftCreditSsnBody) {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, ['CREDIT_NO_MATCH']);
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'SSN_SUBMITTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      applicationPatch: { ssnEncrypted: encryptPii(body.ssn, deps.piiKey) },
    });
    return { serverStep: moved.to };
  });
}

/**
 * The borrower lifted the freeze (CREDIT_UNFROZEN), or gave its PIN (FREEZE_PIN_SUBMITTED on the
 * soft pull; the hard pull's graph has CREDIT_UNFROZEN only, the PIN goes with it). The PIN is kept
 * encrypted for the next pull only: the pull job clears it.
 */
export function submitCreditUnfrozen(deps: SoftCreditDeps, owner: Owner, body: CreditUnfrozenBody) {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, FROZEN_STEPS);
    const withPin = body.pin !== undefined;
    const soft = application.serverStep === 'SOFT_CREDIT_LOCKED_OR_FROZEN';
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: withPin && soft ? 'FREEZE_PIN_SUBMITTED' : 'CREDIT_UNFROZEN',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { withPin },
      applicationPatch: {
        creditFreezePinEncrypted: body.pin === undefined ? null : encryptPii(body.pin, deps.piiKey),
      },
    });
    return { serverStep: moved.to };
  });
}

function readMaskedSsn(ciphertext: string | null, piiKey: Buffer): string | null {
  return ciphertext ? maskSsn(decryptPii(ciphertext, piiKey)) : null;
}

/** `GET P/soft-credit`: the latest answer of the pull the application is at (the hard one once submitted). */
export async function getCreditCheck(deps: SoftCreditDeps, owner: Owner): Promise<CreditCheckView> {
  const application = await requireOwnApplication(deps.db, owner);
  const atHardPull = application.serverStep === 'HARD_CREDIT_LOCKED_OR_FROZEN';
  const kind = atHardPull ? 'HARD_CREDIT' : 'SOFT_CREDIT';
  const latest = await findLatestProviderResult(deps.db, application.uuid, kind);
  const frozen = latest?.outcome === 'FROZEN';
  return {
    serverStep: application.serverStep,
    pull: latest ? (atHardPull ? 'HARD' : 'SOFT') : null,
    frozen,
    pinRequired: frozen ? latest.pinRequired : application.status.creditFrozenWithPin === true,
    pinRejected: frozen ? latest.pinRejected === true : false,
    ssnMasked: readMaskedSsn(application.ssnEncrypted, deps.piiKey),
  };
}
