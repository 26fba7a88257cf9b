import { z } from 'zod';
import { zConditionCategory } from '../enums/condition-category.ts';
import { zDocumentType } from '../enums/document-type.ts';
import { zPhoneNumber } from '../validation/phone.ts';
import { zRejectedDocument } from './document-review.ts';

/** OPEN → SUBMITTED (the borrower sent what was asked) → RESOLVED (staff cleared it). */
export const CONDITION_STATUSES = ['OPEN', 'SUBMITTED', 'RESOLVED'] as const;
export const zConditionStatus = z.enum(CONDITION_STATUSES);
export type ConditionStatus = z.infer<typeof zConditionStatus>;

/**
 * CND-004: a condition as the borrower sees it (002 §3). `notes` is the short request, the
 * `commentsToBorrower` its explanation; `actionNeeded` is true until the documents are in (CND-007).
 */
export const zCondition = z.strictObject({
  uuid: z.uuid(),
  categoryEnum: zConditionCategory,
  created: z.iso.datetime(),
  notes: z.string(),
  commentsToBorrower: z.string(),
  requestDocuments: z.array(zDocumentType),
  actionNeeded: z.boolean(),
  xtraData: z.strictObject({ numDocsRequired: z.number().int().min(1) }),
  /** Files the lender turned down, with the reason; present only when there are some. */
  rejectedDocuments: z.array(zRejectedDocument).optional(),
});
export type Condition = z.infer<typeof zCondition>;

/** API-052: the borrower's unresolved conditions, oldest first (CND-006). */
export const zConditionList = z.array(zCondition);

export const zConditionParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
  conditionUuid: z.uuid({ message: 'Not a valid condition uuid' }),
});

/**
 * `POST …/conditions/{conditionUuid}/phone-number` (CND-002 phone-number page): the phone saved as
 * the alias call saves it (API-049), answering a MISSING_PHONE_NUMBER condition.
 */
export const zConditionPhoneBody = z.strictObject({ value: zPhoneNumber });
export type ConditionPhoneBody = z.infer<typeof zConditionPhoneBody>;
export type ConditionPhoneForm = z.input<typeof zConditionPhoneBody>;

export const NOT_A_PHONE_CONDITION = 'This condition does not ask for a phone number';
