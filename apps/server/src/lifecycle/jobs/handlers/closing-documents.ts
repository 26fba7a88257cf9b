import type { DocumentType } from '@hearth/domain/enums/document-type';
import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import type { StepJobHandler } from '../step-job-types.ts';
import { generateStepDocuments } from './support/generate.ts';
import { readStepTimes, toUtcDate } from './support/step-entered.ts';

/**
 * A GEN_* step: renders its documents (pdf-lib, decision 007 documents seam) in the job's
 * transaction and moves on. Steps whose document has no template of its own yet (the closing and
 * notary disclosures) record the step and move on.
 */
export function generateForStep(event: StepEvent, types: readonly DocumentType[]): StepJobHandler {
  return async (ctx) => {
    const documentUuids = await generateStepDocuments(ctx, types);
    return { event, detail: { documentUuids } };
  };
}

/**
 * GEN_RESCISSION: the notice of right to cancel, dated from consummation — when the deed was
 * notarised (the move into TRUST_AND_INSURANCE), else today.
 */
export const generateRescissionNotice: StepJobHandler = async (ctx) => {
  const { firstReached } = await readStepTimes(ctx, 'TRUST_AND_INSURANCE');
  const transactionDate = toUtcDate(firstReached ?? (await ctx.clock.now()));
  const documentUuids = await generateStepDocuments(ctx, ['NOTICE_OF_RIGHT_TO_CANCEL'], { transactionDate });
  return { event: 'RESCISSION_NOTICE_GENERATED', detail: { documentUuids, transactionDate } };
};
