import type { IdType } from '@hearth/domain/enums/id-type';
import { listDocuments } from '../../../modules/documents/document.repository.ts';
import type { StepJobContext, StepJobHandler, StepJobResult } from '../step-job-types.ts';
import { buildApplicantRef } from './support/applicant.ts';
import { keepResult, readResult } from './support/provider-step.ts';

const ID_DOCUMENT_TYPES: Readonly<Record<string, IdType>> = {
  DRIVERS_LICENSE_FRONT: 'DRIVERS_LICENSE',
  DRIVERS_LICENSE_BACK: 'DRIVERS_LICENSE',
  PASSPORT_FRONT: 'PASSPORT',
  ID_CARD_FRONT: 'STATE_ID_CARD',
  ID_CARD_BACK: 'STATE_ID_CARD',
  PERMANENT_RESIDENT_FRONT: 'PERMANENT_RESIDENT_CARD',
  PERMANENT_RESIDENT_BACK: 'PERMANENT_RESIDENT_CARD',
};

/** The identity documents of the latest upload (newest first in the list). */
async function readIdDocuments(ctx: StepJobContext): Promise<{ idType: IdType | null; refs: string[] }> {
  const rows = (await listDocuments(ctx.tx, ctx.application.uuid)).filter(
    (row) => row.type in ID_DOCUMENT_TYPES,
  );
  const newest = rows.reduce<(typeof rows)[number] | undefined>(
    (latest, row) => (!latest || row.createdAt > latest.createdAt ? row : latest),
    undefined,
  );
  const idType = newest ? (ID_DOCUMENT_TYPES[newest.type] ?? null) : null;
  const refs = rows.filter((row) => ID_DOCUMENT_TYPES[row.type] === idType).map((row) => row.uuid);
  return { idType, refs };
}

/** After the ID: a Texas home needs a BPO, a value the borrower estimated needs a residential evaluation. */
async function decideValuation(ctx: StepJobContext): Promise<StepJobResult> {
  const avm = await readResult(ctx, 'AVM');
  if (avm?.requiredValuation === 'BPO') {
    return { event: 'ID_VERIFIED_BPO_REQUIRED', statusPatch: { bpo: 'BPO_REQUIRED' } };
  }
  if (avm?.outcome !== 'VALUED') {
    return { event: 'ID_VERIFIED_RESI_EVAL_REQUIRED' };
  }
  return { event: 'ID_VERIFIED' };
}

/**
 * WAITING_FOR_ID_VERIFICATION: the identity vendor checks the uploaded documents; unreadable ones
 * are asked again, a suspected fraud goes to staff (back here once cleared, it is not re-checked).
 */
export const verifyIdentity: StepJobHandler = async (ctx) => {
  const earlier = await readResult(ctx, 'ID_VERIFICATION');
  if (earlier?.outcome === 'FRAUD_SUSPECTED') {
    return decideValuation(ctx);
  }
  const { idType, refs } = await readIdDocuments(ctx);
  const { identityVerification } = ctx.providers;
  const result = await identityVerification.verifyDocuments({
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    idType,
    documentRefs: refs,
  });
  await keepResult(ctx, 'ID_VERIFICATION', identityVerification, result);
  if (result.outcome === 'REJECTED') {
    return { event: 'ID_REJECTED', detail: { reasons: result.reasons } };
  }
  if (result.outcome === 'FRAUD_SUSPECTED') {
    return { event: 'ID_FRAUD_SUSPECTED', detail: { reasons: result.reasons } };
  }
  return decideValuation(ctx);
};
