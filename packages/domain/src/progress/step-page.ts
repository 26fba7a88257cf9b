import type { ServerStep } from '../enums/server-step.ts';
import { type PageTarget, ROOT, toPage } from './pages.ts';
import type { ProgressApplication } from './progress-input.ts';

type Resolve = (app: ProgressApplication, step: ServerStep) => PageTarget;
export interface StepPageRule {
  id: string;
  steps: readonly ServerStep[];
  resolve: Resolve;
}

const always =
  (page: Parameters<typeof toPage>[0]): Resolve =>
  () =>
    toPage(page);

/** PRG-067: product/select carries `from` (the step) and `decision` (the underwriting decision). */
const offerSelection: Resolve = (app, step) => {
  const decision = app.status?.uwDecision;
  return toPage('product/select', decision ? { from: step, decision } : { from: step });
};

/** PRG-078: Texas with BPO required → condition; elsewhere BPO required → order-bpo; else hold. */
const bpoOrder: Resolve = (app) => {
  if (app.status?.bpo !== 'BPO_REQUIRED') {
    return toPage('bpo/hold');
  }
  return toPage(app.property?.state === 'TX' ? 'bpo/condition' : 'bpo/order-bpo');
};

/** 000 §4 "Server step to page" (PRG-057…088), one rule per table row. */
export const STEP_PAGE_RULES: readonly StepPageRule[] = [
  { id: 'PRG-057', steps: ['CREDIT_NO_MATCH'], resolve: always('credit/social') },
  { id: 'PRG-058', steps: ['CREDIT_NO_MATCH_SSN'], resolve: always('review-app/no-credit') },
  {
    id: 'PRG-059',
    steps: ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'],
    resolve: always('credit/error'),
  },
  {
    id: 'PRG-060',
    steps: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'],
    resolve: always('review-app/property'),
  },
  { id: 'PRG-061', steps: ['DECLINED'], resolve: always('error/decline') },
  { id: 'PRG-062', steps: ['COLLECT_ADDITIONAL_INFO'], resolve: always('start/contact') },
  { id: 'PRG-063', steps: ['HMDA'], resolve: always('start/hmda') },
  { id: 'PRG-064', steps: ['DELINQUENCY_REVIEW'], resolve: always('review-app/delinquency') },
  {
    id: 'PRG-065',
    steps: ['GEN_CLOSING_DISCLOSURE'],
    resolve: (app) => toPage(app.status?.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs'),
  },
  { id: 'PRG-066', steps: ['NOTE_SIGNING', 'FINAL_OFFER'], resolve: always('signing/intro') },
  { id: 'PRG-067', steps: ['REVISED_OFFER_SELECTION', 'OFFER_SELECTION'], resolve: offerSelection },
  // OP-36: bare "signdocs" is review-app/signdocs (the only signdocs route; it shows the timeout page).
  { id: 'PRG-068', steps: ['GEN_NOTE_SIGNING'], resolve: always('review-app/signdocs') },
  { id: 'PRG-069', steps: ['APP_SUBMISSION', 'SUMMARY_DISCLOSURE'], resolve: always('start/app-summary') },
  { id: 'PRG-070', steps: ['INCOME_VERIFICATION'], resolve: always('income/review') },
  { id: 'PRG-071', steps: ['IDENTITY_VERIFICATION'], resolve: always('identity') },
  { id: 'PRG-072', steps: ['ASSETS_PREQUAL'], resolve: always('product/assets') },
  { id: 'PRG-073', steps: ['CLTV_LIEN_POSITION_REQUALIFY'], resolve: always('product/prequal-winback') },
  { id: 'PRG-074', steps: ['DISBURSEMENT_ACCOUNT'], resolve: always('bank/disburse') },
  {
    // PRG-074/075: an autopay step before a disbursement account (routing number) exists, not crypto.
    id: 'PRG-074/075',
    steps: ['AUTOPAY_ACCOUNT'],
    resolve: (app) =>
      toPage(!app.disburseAccount?.routingNumber && !app.isCrypto ? 'bank/disburse' : 'bank/autopay'),
  },
  { id: 'PRG-075', steps: ['VERIFIED_AUTOPAY_ACCOUNT'], resolve: always('bank/autopay') },
  { id: 'PRG-076', steps: ['NO_AVM_FOUND', 'NAV_RESI_EVAL_ESTIMATE'], resolve: always('bpo/estimate-value') },
  { id: 'PRG-077', steps: ['PAYOFF_REQUEST_PENDING'], resolve: always('payoff/hold') },
  { id: 'PRG-078', steps: ['NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'], resolve: bpoOrder },
  {
    id: 'PRG-079',
    steps: [
      'NAV_BPO_ORDERED',
      'NAV_BPO_PROCESSING',
      'NAV_BPO_REVIEW',
      'NAV_RESI_EVAL_PROCESSING',
      'NAV_RESI_EVAL_REVIEW',
      'FINAL_TITLE_ORDER',
      'FINAL_TITLE_PROCESSING',
      'FINAL_TITLE_REVIEW',
    ],
    resolve: always('bpo/hold'),
  },
  {
    id: 'PRG-080',
    steps: [
      'GEN_RESCISSION',
      'RESCISSION',
      'GEN_RECORDING',
      'RECORDING',
      'FUNDABLE',
      'DIRECT_DEBT_PAYOFF',
      'FUNDING_DECISION',
    ],
    resolve: always('complete'),
  },
  {
    id: 'PRG-080/084',
    steps: ['DEED_SIGNING'],
    resolve: (app) => toPage(app.status?.primaryParticipantAcceptComplete ? 'complete' : 'notary/intro'),
  },
  {
    id: 'PRG-081',
    steps: [
      'ONSITE_APPRAISAL_REVIEW',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'PREQUAL_TITLE',
      'ORDER_FULL_TITLE',
      'PAYOFF_REVIEW',
      'PAYOFF_VERIFICATION',
      'UNKNOWN',
    ],
    resolve: always('error/timeout'),
  },
  { id: 'PRG-082', steps: ['LIEN_VERIFICATION'], resolve: always('liens') },
  { id: 'PRG-083', steps: ['CO_DEED_REQ'], resolve: always('signing/additional') },
  {
    id: 'PRG-084',
    steps: ['NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD'],
    resolve: always('notary/intro'),
  },
  { id: 'PRG-085', steps: ['MANUAL_DEED_SIGNING'], resolve: always('notary/reserve-manual') },
  { id: 'PRG-086', steps: ['EMPLOYMENT_VERIFICATION'], resolve: always('income/employer-verification') },
  { id: 'PRG-087', steps: ['ONSITE_APPRAISAL_PAYMENT', 'ONSITE_APPRAISAL_PENDING'], resolve: always('hold') },
  { id: 'PRG-088', steps: ['COMPLETE', 'CANCELLED'], resolve: () => ROOT },
];

/**
 * Server steps the table does not name: the page then follows the client state. Waiting steps
 * normally never get here (the poller turns them into UNKNOWN when they run out).
 */
export const UNMAPPED_SERVER_STEPS = [
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'SOFT_CREDIT_PULL',
  'WAITING_FOR_AVM_DATA',
  'FRAUD_REVIEW',
  'UNDERWRITING_REVIEW',
  'LIEN_POSITION_REVIEW',
  'LIEN_ATTESTATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'GEN_APPLICATION_DISCLOSURE',
  'WAITING_FOR_APPLICATION_DISCLOSURE',
  'GEN_SUMMARY_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'WAITING_FOR_ID_VERIFICATION',
  'DOCUMENT_REQUEST',
  'BANK_ACCOUNT_VERIFICATION',
  'MERCHANT_REVIEW',
  'ONSITE_APPRAISAL_SCHEDULED',
  'TRUST_AND_INSURANCE',
  'INSURANCE_REVIEW',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_DEED_SIGNING',
  'E_NOTARY_SESSION',
] as const satisfies readonly ServerStep[];

const RULE_BY_STEP = new Map<string, StepPageRule>(
  STEP_PAGE_RULES.flatMap((rule) => rule.steps.map((step) => [step, rule] as const)),
);

/** The page for a server step, or null when the table has no row for it (client state decides). */
export function pageForServerStep(
  step: string | null | undefined,
  application: ProgressApplication,
): PageTarget | null {
  const rule = step ? RULE_BY_STEP.get(step) : undefined;
  return rule ? rule.resolve(application, step as ServerStep) : null;
}
