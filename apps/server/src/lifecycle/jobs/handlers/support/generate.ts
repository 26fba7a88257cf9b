import type { DocumentType } from '@hearth/domain/enums/document-type';
import {
  type GenerateDocumentOptions,
  generateDocument,
} from '../../../../modules/documents/generate-document.ts';
import type { StepJobContext } from '../../step-job-types.ts';

/** The one place the step jobs call the documents seam (decision 007), dated by the lifecycle clock. */
export async function generateStepDocuments(
  ctx: StepJobContext,
  types: readonly DocumentType[],
  options: Pick<GenerateDocumentOptions, 'transactionDate' | 'adverseAction'> = {},
): Promise<string[]> {
  const now = await ctx.clock.now();
  const uuids: string[] = [];
  for (const type of types) {
    const row = await generateDocument(ctx.tx, ctx.application, type, {
      now,
      storage: ctx.documents,
      ...options,
    });
    uuids.push(row.uuid);
  }
  return uuids;
}
