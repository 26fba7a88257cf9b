import { z } from 'zod';

/**
 * Staff review what a borrower uploaded to answer a condition: PENDING until reviewed, then
 * ACCEPTED, or REJECTED with a reason the borrower reads on their requests page. A rejected file
 * no longer counts towards the documents the condition asks for, so the borrower uploads again.
 */
export const DOCUMENT_REVIEW_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const zDocumentReviewStatus = z.enum(DOCUMENT_REVIEW_STATUSES);
export type DocumentReviewStatus = z.infer<typeof zDocumentReviewStatus>;

export const REJECTION_REASON_MAX = 500;
export const DOCUMENT_REVIEW_MESSAGES = {
  reasonRequired: 'Please give the borrower a reason',
  reasonTooLong: `The reason is at most ${REJECTION_REASON_MAX} characters`,
  alreadyReviewed: 'This document has already been reviewed',
  notOfCondition: 'This document was not uploaded for this condition',
} as const;

/** POST …/conditions/{id}/documents/{documentUuid}/reject: the reason the borrower is shown. */
export const zRejectDocumentBody = z.strictObject({
  reason: z
    .string({ error: DOCUMENT_REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, DOCUMENT_REVIEW_MESSAGES.reasonRequired)
    .max(REJECTION_REASON_MAX, DOCUMENT_REVIEW_MESSAGES.reasonTooLong),
});
export type RejectDocumentBody = z.infer<typeof zRejectDocumentBody>;

/** A file of the borrower's the lender turned down, as the borrower's condition lists it. */
export const zRejectedDocument = z.strictObject({
  documentUuid: z.uuid(),
  filename: z.string(),
  reason: z.string(),
  rejectedAt: z.iso.datetime(),
});
export type RejectedDocument = z.infer<typeof zRejectedDocument>;
