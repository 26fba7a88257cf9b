import { z } from 'zod';
import { zHelocApplication } from '../application/heloc-application-dto.ts';
import { zConditionStatus } from '../conditions/condition-dto.ts';
import { zDocumentReviewStatus } from '../conditions/document-review.ts';
import { zDocumentType } from '../enums/document-type.ts';
import { zServerStep } from '../enums/server-step.ts';
import { zActor } from '../lifecycle/step-transition.ts';
import { zOpsFileSummary } from './file-summary.ts';

/** One row of the pipeline. No PII beyond what staff search by (e-mail, last name). */
export const zOpsApplicationSummary = z.strictObject({
  uuid: z.uuid(),
  loanNumber: z.string(),
  organizationCode: z.string(),
  serverStep: z.string(),
  active: z.boolean(),
  email: z.string(),
  lastName: z.string().nullable(),
  propertyState: z.string().nullable(),
  amount: z.number().nullable(),
  openConditions: z.number().int(),
  createdDate: z.iso.datetime(),
  updatedDate: z.iso.datetime(),
});
export type OpsApplicationSummary = z.infer<typeof zOpsApplicationSummary>;

export const zOpsApplicationPage = z.strictObject({
  items: z.array(zOpsApplicationSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsApplicationPage = z.infer<typeof zOpsApplicationPage>;

export const zOpsCondition = z.strictObject({
  uuid: z.uuid(),
  /** Staff see every stored category, also those the borrower is never shown (CND-005). */
  category: z.string(),
  title: z.string(),
  description: z.string(),
  documentTypes: z.array(zDocumentType),
  numDocsRequired: z.number().int(),
  status: zConditionStatus,
  documents: z.array(
    z.strictObject({
      documentUuid: z.uuid(),
      uploadedAt: z.iso.datetime(),
      /** Staff review of the upload; a REJECTED one carries the reason the borrower is shown. */
      review: zDocumentReviewStatus.optional(),
      rejectionReason: z.string().nullable().optional(),
      reviewedAt: z.iso.datetime().nullable().optional(),
    }),
  ),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type OpsCondition = z.infer<typeof zOpsCondition>;

export const zOpsTimelineEntry = z.strictObject({
  seq: z.number().int(),
  at: z.iso.datetime(),
  actor: zActor,
  actorId: z.string().nullable(),
  event: z.string(),
  from: z.string(),
  to: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /ops/api/v1/applications/{uuid}: PII masked (SSN last four only, no date of birth). */
export const zOpsApplicationDetail = z.strictObject({
  application: zHelocApplication,
  organizationCode: z.string(),
  serverStep: zServerStep.or(z.string()),
  applicant: z.strictObject({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** '***-**-6789': the last four digits only. */
    ssnMasked: z.string().nullable(),
  }),
  timeline: z.array(zOpsTimelineEntry),
  conditions: z.array(zOpsCondition),
  /** What the ops API may send at the current step (PROVIDER and OPS events) and the caller's role may. */
  allowedEvents: z.array(z.strictObject({ event: z.string(), by: zActor, to: z.string() })),
  /** The file's head: lender, product, amounts, the offer chosen, step and phase (always sent). */
  summary: zOpsFileSummary.optional(),
});
export type OpsApplicationDetail = z.infer<typeof zOpsApplicationDetail>;

export const zOpsEventResult = z.strictObject({
  uuid: z.uuid(),
  event: z.string(),
  from: z.string(),
  to: z.string(),
});

export const zSandboxClock = z.strictObject({ now: z.iso.datetime(), offsetMs: z.number().int() });
