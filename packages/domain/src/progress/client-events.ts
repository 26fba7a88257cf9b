/**
 * The events of the client progress machine (000 §4 "Transitions"), one per named trigger. Events the
 * spec does not name get the name of their target. OP-35: UW_REVIEW, MERCHANT_REVIEW and
 * MANUAL_AUTOPAY are additions so that uwReview, waitMerchant and manualAutopay are reachable.
 */
export const CLIENT_EVENT_TYPES = [
  'SOFT_CREDIT_NO_MATCH', // PRG-003
  'CREDIT_LOCKED_OR_FROZEN', // PRG-004
  'INCORRECT_PIN', // PRG-005
  'NO_CREDIT',
  'NO_PROPERTY',
  'DATATREE_ERROR',
  'REPULL', // PRG-006
  'LIEN_INFO', // PRG-007
  'UNDERWRITE', // PRG-008
  'ASSET_DEPLETION', // PRG-009
  'PRODUCT_SELECTED', // PRG-010
  'PROFILE_INFO_ADDED', // PRG-011 moreProfile → hmda
  'HMDA_ADDED', // PRG-011 hmda → waitSummary
  'SUMMARY_SIGNING', // PRG-011 waitSummary → appSummary
  'SUMMARY_SIGNED', // PRG-012
  'INCOME_VERIFIED', // PRG-013
  'DISBURSEMENT_ACCOUNT_SET', // PRG-014
  'IDENTITY_DOCUMENTS_UPLOADED', // PRG-015
  'ESCALATION', // PRG-016
  'BPO_PROCESSING', // PRG-017
  'IDENTITY_REUPLOAD', // PRG-018
  'MANUAL_PAY', // PRG-018
  'DOCUMENT_REQUEST', // PRG-019
  'PARTIAL_INCOME', // PRG-020
  'MANUAL_DISBURSE_SETUP', // PRG-021
  'MERCHANT_REVIEWED', // PRG-022
  'LIEN_ATTESTED', // PRG-023
  'EMPLOYMENT_VERIFICATION', // PRG-024
  'NOTE_SIGNING', // PRG-025
  'NOTE_SIGNED', // PRG-026 sign → codeed
  'CODEED_CONFIRMED', // PRG-026 codeed → waitNotary
  'DEED_SIGNING', // PRG-027
  'ENOTARY_SIGNED', // PRG-028
  'MANUAL_NOTARY_SIGNED', // PRG-028
  'INSURANCE_DONE', // PRG-029 insurance → waitFund
  'FINISH', // PRG-029 any → waitFund
  'INACTIVE', // PRG-030
  'DECLINE', // PRG-030
  'DTI_DECLINE', // PRG-031
  'CREDIT_SCORE_DECLINE', // PRG-031
  'DELINQUENCY', // PRG-031
  'FUNDED', // PRG-032
  'UW_REVIEW', // OP-35
  'MERCHANT_REVIEW', // OP-35
  'MANUAL_AUTOPAY', // OP-35 (same gap)
] as const;
export type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];
export type ClientEvent = { type: ClientEventType };
