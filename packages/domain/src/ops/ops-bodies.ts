import { z } from 'zod';
import { zConditionCategory } from '../enums/condition-category.ts';
import { zDocumentType } from '../enums/document-type.ts';
import { zServerStep } from '../enums/server-step.ts';
import { zProposalReason } from './staff-proposal.ts';

const zPageNumber = z.coerce.number().int().min(1, 'page starts at 1').default(1);

/** GET /ops/api/v1/applications: q matches a loan number, an e-mail or a last name. */
export const zOpsApplicationQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  step: zServerStep.optional(),
  org: z.string().trim().min(1).max(64).optional(),
  page: zPageNumber,
  // CON-010: pages of 20 unless asked.
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(20),
});
export type OpsApplicationQuery = z.infer<typeof zOpsApplicationQuery>;

/** POST /ops/api/v1/applications/{uuid}/conditions. */
export const zRaiseConditionBody = z.strictObject({
  category: zConditionCategory,
  title: z.string().trim().min(1, 'A title is required').max(200),
  description: z.string().trim().min(1, 'A description is required').max(2000),
  documentTypes: z.array(zDocumentType).max(10).optional(),
  numDocsRequired: z.number().int().min(1).max(20).optional(),
  /** Ask an additional signer (their co-deed invitation uuid) rather than the borrower (SGN-004). */
  signerUuid: z.uuid().optional(),
});
export type RaiseConditionBody = z.infer<typeof zRaiseConditionBody>;

/**
 * POST /ops/api/v1/applications/{uuid}/events: a PROVIDER or OPS event of the step graph. An event
 * that needs a checker (`checked-events.ts`) needs a reason too, and so does a staff decision at a
 * queue's step (`ops-queues.ts`).
 */
export const zOpsEventBody = z.strictObject({
  event: z.string().trim().min(1, 'An event is required').max(64),
  /** What the event carries (a reviewed home value, a vendor's reference): any JSON. */
  detail: z.record(z.string(), z.json()).optional(),
  reason: zProposalReason.optional(),
  /** The step the staff user saw: when the application has moved since, 409 and nothing changes. */
  expectedStep: z.string().trim().min(1).max(64).optional(),
});
export type OpsEventBody = z.infer<typeof zOpsEventBody>;

/** POST /ops/api/v1/sandbox/clock: move the sandbox clock forward (never back). */
export const zAdvanceClockBody = z
  .strictObject({
    advanceDays: z.number().int().min(0).max(365).optional(),
    advanceHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .optional(),
  })
  .refine((body) => (body.advanceDays ?? 0) + (body.advanceHours ?? 0) > 0, {
    message: 'Give advanceDays or advanceHours',
  });
export type AdvanceClockBody = z.infer<typeof zAdvanceClockBody>;

export function toAdvanceMs(body: AdvanceClockBody): number {
  return ((body.advanceDays ?? 0) * 24 + (body.advanceHours ?? 0)) * 60 * 60 * 1000;
}
