import { setup } from 'xstate';
import type { ClientEvent } from './client-events.ts';

/**
 * The client progress machine of 000 §4 (PRG-001…032). State-scoped transitions sit on their
 * state; every "any to X" transition sits on the root, so it applies from every state.
 */
const createClientMachine = () =>
  setup({ types: { events: {} as ClientEvent } }).createMachine({
    id: 'clientProgress',
    initial: 'profile', // PRG-002
    on: {
      CREDIT_LOCKED_OR_FROZEN: '.errorCredit', // PRG-004
      INCORRECT_PIN: '.incorrectPin', // PRG-005
      NO_CREDIT: '.noCredit',
      NO_PROPERTY: '.noProperty',
      DATATREE_ERROR: '.datatreeError',
      UNDERWRITE: '.product', // PRG-008
      BPO_PROCESSING: '.bpoProcessing', // PRG-017
      IDENTITY_REUPLOAD: '.docVerify', // PRG-018
      MANUAL_PAY: '.docVerify',
      DOCUMENT_REQUEST: '.documents', // PRG-019
      PARTIAL_INCOME: '.manualPaystubUpload', // PRG-020
      MANUAL_DISBURSE_SETUP: '.autopay', // PRG-021
      MERCHANT_REVIEWED: '.lienAttestation', // PRG-022
      LIEN_ATTESTED: '.waitSign', // PRG-023
      EMPLOYMENT_VERIFICATION: '.emplVerify', // PRG-024
      DEED_SIGNING: '.notary', // PRG-027
      FINISH: '.waitFund', // PRG-029
      INACTIVE: '.declined', // PRG-030
      DECLINE: '.declined',
      DTI_DECLINE: '.dtiDeclined', // PRG-031
      CREDIT_SCORE_DECLINE: '.creditScoreDeclined',
      DELINQUENCY: '.delinquency',
      FUNDED: '.complete', // PRG-032
      UW_REVIEW: '.uwReview', // OP-35
      MERCHANT_REVIEW: '.waitMerchant', // OP-35
      MANUAL_AUTOPAY: '.manualAutopay', // OP-35
    },
    states: {
      profile: {
        on: { SOFT_CREDIT_NO_MATCH: 'ssnCredit', REPULL: 'product', LIEN_INFO: 'liens' }, // PRG-003, 006, 007
      },
      ssnCredit: {},
      errorCredit: {},
      incorrectPin: {},
      noCredit: {},
      noProperty: {},
      datatreeError: {},
      uwReview: {},
      assetDepletion: {},
      liens: { on: { SOFT_CREDIT_NO_MATCH: 'ssnCredit' } }, // PRG-003
      product: {
        // PRG-003, PRG-009, PRG-010
        on: {
          SOFT_CREDIT_NO_MATCH: 'ssnCredit',
          ASSET_DEPLETION: 'assetDepletion',
          PRODUCT_SELECTED: 'moreProfile',
        },
      },
      moreProfile: { on: { PROFILE_INFO_ADDED: 'hmda' } }, // PRG-011
      hmda: { on: { HMDA_ADDED: 'waitSummary' } },
      waitSummary: { on: { SUMMARY_SIGNING: 'appSummary' } },
      appSummary: { on: { SUMMARY_SIGNED: 'incomeReview' } }, // PRG-012
      docVerify: { on: { IDENTITY_DOCUMENTS_UPLOADED: 'waitSign', ESCALATION: 'bpo' } }, // PRG-015, PRG-016
      documents: {},
      manualPaystubUpload: {},
      incomeReview: { on: { INCOME_VERIFIED: 'ach', ESCALATION: 'bpo' } }, // PRG-013, PRG-016
      emplVerify: {},
      waitMerchant: {},
      lienAttestation: {},
      autopay: { on: { DISBURSEMENT_ACCOUNT_SET: 'docVerify' } }, // PRG-014
      manualAutopay: {},
      ach: { on: { DISBURSEMENT_ACCOUNT_SET: 'docVerify' } }, // PRG-014
      waitSign: { on: { NOTE_SIGNING: 'sign' } }, // PRG-025
      sign: { on: { NOTE_SIGNED: 'codeed' } }, // PRG-026
      codeed: { on: { CODEED_CONFIRMED: 'waitNotary' } },
      waitNotary: {},
      notary: { on: { ENOTARY_SIGNED: 'insurance', MANUAL_NOTARY_SIGNED: 'insurance' } }, // PRG-028
      insurance: { on: { INSURANCE_DONE: 'waitFund' } }, // PRG-029
      waitFund: {},
      declined: {},
      dtiDeclined: {},
      creditScoreDeclined: {},
      delinquency: {},
      complete: {},
      bpo: {},
      bpoProcessing: {},
    },
  });

let clientMachine: ReturnType<typeof createClientMachine> | undefined;

/**
 * The machine, built when first run rather than when its module loads: a page that loads the
 * journey's code to show a page, not to move along it, does not pay for building it.
 */
export function getClientMachine(): ReturnType<typeof createClientMachine> {
  clientMachine ??= createClientMachine();
  return clientMachine;
}
