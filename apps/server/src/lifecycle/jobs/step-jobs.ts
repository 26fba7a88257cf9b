import { enrollAutopay, verifyBankAccount } from '../../modules/bank-accounts/bank-accounts.job.ts';
import { verifyIncome } from '../../modules/income-verification/income-verification.job.ts';
import { confirmCoDeeders, endNotaryWaitingPeriod } from '../../modules/notary/notary.job.ts';
import { pullSoftCredit } from '../../modules/soft-credit/soft-credit.job.ts';
import { valueProperty } from '../../modules/valuation/valuation.job.ts';
import { generateForStep, generateRescissionNotice } from './handlers/closing-documents.ts';
import {
  orderFinalTitle,
  orderResidentialEvaluation,
  requestFunding,
  reviewInsurance,
  submitRecordingPackage,
} from './handlers/closing-vendors.ts';
import { deliverDisclosure, deliverSoftCreditDisclosure } from './handlers/disclosure-delivery.ts';
import { verifyIdentity } from './handlers/identity-verification.ts';
import { generateInitialOffers } from './handlers/initial-offers.ts';
import { endRescissionPeriod } from './handlers/rescission.ts';
import { checkAssets, pullHardCredit, submitApplication } from './handlers/submission.ts';
import type { StepJobRegistry } from './step-job-types.ts';

/**
 * Decision 007: one handler per step the graph moves by JOB (step-jobs.test.ts checks the two
 * lists match). Vendors that answer later (title, e-notary, recording, funding) are called here
 * and answer through their PROVIDER event.
 */
export const STEP_JOBS: StepJobRegistry = {
  // application and credit
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: deliverSoftCreditDisclosure,
  WAITING_FOR_SOFT_CREDIT: pullSoftCredit,
  SOFT_CREDIT_PULL: pullSoftCredit,
  WAITING_FOR_AVM_DATA: valueProperty,
  // offers and underwriting
  WAITING_FOR_INITIAL_OFFERS: generateInitialOffers,
  ASSETS_PREQUAL: checkAssets,
  GEN_APPLICATION_DISCLOSURE: generateForStep('APPLICATION_DISCLOSURE_GENERATED', ['EARLY_HELOC_DISCLOSURE']),
  WAITING_FOR_APPLICATION_DISCLOSURE: deliverDisclosure(
    'APPLICATION_DISCLOSURE_DELIVERED',
    'EARLY_HELOC_DISCLOSURE',
  ),
  GEN_SUMMARY_DISCLOSURE: generateForStep('SUMMARY_DISCLOSURE_GENERATED', ['APPLICATION_SUMMARY']),
  WAITING_FOR_SUMMARY_DISCLOSURE: deliverDisclosure('SUMMARY_DISCLOSURE_DELIVERED', 'APPLICATION_SUMMARY'),
  APP_SUBMISSION: submitApplication,
  HARD_CREDIT_PULL: pullHardCredit,
  // verification of the borrower and the property
  INCOME_VERIFICATION: verifyIncome,
  BANK_ACCOUNT_VERIFICATION: verifyBankAccount,
  VERIFIED_AUTOPAY_ACCOUNT: enrollAutopay,
  WAITING_FOR_ID_VERIFICATION: verifyIdentity,
  NAV_RESI_EVAL_ORDER_REQUEST: orderResidentialEvaluation,
  FINAL_TITLE_ORDER: orderFinalTitle,
  // signing and notary
  GEN_CLOSING_DISCLOSURE: generateForStep('CLOSING_DISCLOSURE_GENERATED', []),
  GEN_NOTE_SIGNING: generateForStep('NOTE_GENERATED', ['NOTE']),
  CO_DEED_REQ: confirmCoDeeders,
  GEN_NOTARY_DISCLOSURE: generateForStep('NOTARY_DISCLOSURE_GENERATED', []),
  NOTARY_WAITING_PERIOD: endNotaryWaitingPeriod,
  GEN_DEED_SIGNING: generateForStep('DEED_GENERATED', ['DEED_OF_TRUST']),
  // closing and funding
  INSURANCE_REVIEW: reviewInsurance,
  GEN_RESCISSION: generateRescissionNotice,
  RESCISSION: endRescissionPeriod,
  GEN_RECORDING: submitRecordingPackage,
  FUNDABLE: requestFunding,
};
