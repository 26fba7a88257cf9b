import type { ServerStep } from '../enums/server-step.ts';
import type { Language } from '../profile/language.ts';
import { NEXT_STEP_TEXT_ES } from './next-step-text-es.ts';

/** What the borrower's page asks of them at a step, in the words of that page. */
export type StepText = string | ((manualNotary: boolean) => string);

const CHECKING =
  'We are checking your credit, your property and your eligibility to find your offers. This usually takes a few seconds; your next step then opens by itself.';
const UNDERWRITER =
  'An underwriter is reviewing your application. Most reviews finish within 1 to 2 business days; if we need anything from you, we will e-mail you and list it on your dashboard.';
const FREEZE =
  'Your credit report is locked or frozen. Lift the freeze for a few days at the credit bureau, then tell us on your application page (or give us your freeze PIN) and we check again right away.';
const PREPARING =
  'We are preparing your documents. There is nothing you need to do; your next step opens by itself.';
const VALUATION =
  "Your home's valuation is in progress. You don't need to do anything unless the broker or appraiser calls you to arrange a visit.";
const TITLE =
  "We're completing your title search. You don't need to do anything; if it finds something we need to clear, our team contacts you.";
const PAYOFFS =
  "We're getting payoff statements for the loans you are paying off; lenders usually send them within 3 to 5 business days. Please keep making your regular payments until closing.";
const NOTARY = (manualNotary: boolean) =>
  manualNotary
    ? 'Sign your deed of trust with the notary at your booked appointment; keep your photo ID ready. To change the time, call us.'
    : 'Sign your deed of trust with a notary: meet one online by video now (about 15 minutes), or book a notary to come to your home.';
const FUNDING =
  'Your closing is done. After your three-business-day right to cancel, we record your deed with your county and send your funds.';

const TEXT: Record<ServerStep, StepText> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: CHECKING,
  WAITING_FOR_SOFT_CREDIT: CHECKING,
  SOFT_CREDIT_PULL: CHECKING,
  SOFT_CREDIT_LOCKED_OR_FROZEN: FREEZE,
  CREDIT_NO_MATCH:
    "Confirm your Social Security number so we can find your credit file. It is still a soft credit check and won't affect your credit score.",
  CREDIT_NO_MATCH_SSN:
    'We found no credit history with the number you gave us. If it is wrong, call us and our team can correct it and check again.',
  CREDIT_ERROR: UNDERWRITER,
  CREDIT_MINOR: UNDERWRITER,
  FACTA_REVIEW: UNDERWRITER,
  NO_PROPERTY_FOUND:
    "Confirm your property's address: check it and choose it from the list so we can find it in public records.",
  MULTIPLE_PROPERTIES: 'We found more than one property at your address. Choose which one is yours.',
  WAITING_FOR_AVM_DATA: CHECKING,
  NO_AVM_FOUND: "Tell us your estimate of your home's value; we couldn't get an automated valuation.",
  DELINQUENCY_REVIEW: UNDERWRITER,
  FRAUD_REVIEW:
    'Our team is reviewing your application. This usually takes 1 to 2 business days; any request appears on your dashboard.',
  UNDERWRITING_REVIEW: UNDERWRITER,
  LIEN_VERIFICATION:
    'Please confirm the loans on your home: check the liens public records show, or tell us what is wrong.',
  LIEN_POSITION_REVIEW:
    'Our team is checking the liens on your home. They contact you within 1 to 2 business days if they need anything.',
  LIEN_ATTESTATION: 'Confirm that no new lien has been placed on your home since you applied.',
  CLTV_LIEN_POSITION_REQUALIFY:
    'Review your updated offer: the review of your home or its liens changed what we can offer.',
  WAITING_FOR_INITIAL_OFFERS: CHECKING,
  ASSETS_PREQUAL:
    'Review your income-limited offer and accept it, or ask us about having your assets considered.',
  OFFER_SELECTION: 'Choose your offer: pick a fixed term, then the line amount you want.',
  REVISED_OFFER_SELECTION:
    'We verified your income and updated your offers. Please choose again; nothing is final until you sign.',
  FINAL_OFFER: 'Sign your closing documents online; it takes about 10 minutes.',
  COLLECT_ADDITIONAL_INFO: 'Give us a few more details about you to continue your application.',
  HMDA: 'Answer the government monitoring questions of your application.',
  GEN_APPLICATION_DISCLOSURE: PREPARING,
  WAITING_FOR_APPLICATION_DISCLOSURE: PREPARING,
  GEN_SUMMARY_DISCLOSURE: PREPARING,
  WAITING_FOR_SUMMARY_DISCLOSURE: PREPARING,
  SUMMARY_DISCLOSURE: 'Review and sign your application summary.',
  APP_SUBMISSION: 'Review and sign your application summary.',
  HARD_CREDIT_PULL: 'We are making the hard credit inquiry you authorized. Your next step opens by itself.',
  HARD_CREDIT_LOCKED_OR_FROZEN: FREEZE,
  INCOME_VERIFICATION:
    'Verify your income: link your bank account (fastest) or upload your most recent paystubs.',
  EMPLOYMENT_VERIFICATION:
    "We're verifying your employment with your employer, usually in one to two business days. You don't need to do anything right now.",
  IDENTITY_VERIFICATION: 'Verify your identity: upload a government-issued photo ID.',
  WAITING_FOR_ID_VERIFICATION: 'We are checking the ID you uploaded. Your next step opens by itself.',
  DOCUMENT_REQUEST: 'Answer the requests from your lender listed on your dashboard.',
  DISBURSEMENT_ACCOUNT: 'Choose the bank account that receives your funds.',
  BANK_ACCOUNT_VERIFICATION: 'We are verifying the bank account you gave us for your funds.',
  AUTOPAY_ACCOUNT: 'Choose how you would like to make payments: AutoPay or paying each month yourself.',
  VERIFIED_AUTOPAY_ACCOUNT: 'Confirm your bank accounts for your funds and your payments.',
  MERCHANT_REVIEW:
    "We're reviewing recent credit activity, a routine check that usually takes 1 business day.",
  NAV_BPO_ORDER_REQUEST:
    "Tell us about your home's condition and order its valuation (a broker price opinion; the broker's fee is paid by us).",
  NAV_BPO_ORDERED: VALUATION,
  NAV_BPO_PROCESSING: VALUATION,
  NAV_BPO_REVIEW: VALUATION,
  NAV_RESI_EVAL_ESTIMATE:
    "Tell us your estimate of your home's value so our valuation team can finish their evaluation.",
  NAV_RESI_EVAL_ORDER_REQUEST: VALUATION,
  NAV_RESI_EVAL_PROCESSING: VALUATION,
  NAV_RESI_EVAL_REVIEW: VALUATION,
  ONSITE_APPRAISAL_PAYMENT:
    'Pay for your home appraisal; a licensed appraiser then calls you to agree on a visit.',
  ONSITE_APPRAISAL_PENDING:
    'Your appraisal is being scheduled. A licensed appraiser will call you to agree on a visit.',
  ONSITE_APPRAISAL_SCHEDULED: VALUATION,
  ONSITE_APPRAISAL_REVIEW: VALUATION,
  PREQUAL_TITLE: TITLE,
  ORDER_FULL_TITLE: TITLE,
  FINAL_TITLE_ORDER: TITLE,
  FINAL_TITLE_PROCESSING: TITLE,
  FINAL_TITLE_REVIEW: TITLE,
  PAYOFF_REQUEST_PENDING: PAYOFFS,
  PAYOFF_REVIEW: PAYOFFS,
  PAYOFF_VERIFICATION: PAYOFFS,
  TRUST_AND_INSURANCE: "Upload the declarations page of your homeowner's insurance policy.",
  INSURANCE_REVIEW: "We are reviewing your homeowner's insurance. Your next step opens by itself.",
  GEN_CLOSING_DISCLOSURE: 'We are preparing your closing documents. There is nothing you need to do yet.',
  GEN_NOTE_SIGNING: 'We are preparing your closing documents. There is nothing you need to do yet.',
  NOTE_SIGNING: 'Sign your closing documents online; it takes about 10 minutes.',
  CO_DEED_REQ: 'We are waiting for the other owners on title to sign the deed of trust in their signer area.',
  GEN_NOTARY_DISCLOSURE: 'We are preparing your deed for signing. There is nothing you need to do.',
  NOTARY_DISCLOSURE: NOTARY,
  ATTORNEY_REVIEW:
    'An attorney is reviewing your closing documents, as your state requires. We will let you know when you can sign your deed.',
  NOTARY_WAITING_PERIOD: NOTARY,
  GEN_DEED_SIGNING: 'We are preparing your deed for signing. There is nothing you need to do.',
  DEED_SIGNING: NOTARY,
  MANUAL_DEED_SIGNING: NOTARY,
  E_NOTARY_SESSION:
    'You signed your deed with the notary. They are sealing it and sending it to us, usually within a few minutes.',
  GEN_RESCISSION: FUNDING,
  RESCISSION: FUNDING,
  GEN_RECORDING: 'We are recording your deed with your county. Your funds follow.',
  RECORDING: 'We are recording your deed with your county. Your funds follow.',
  FUNDABLE: 'Your funds are on the way.',
  DIRECT_DEBT_PAYOFF: 'Your funds are on the way; we are paying the debts you chose to pay off.',
  FUNDING_DECISION: 'Your funds are on the way.',
  COMPLETE: 'Your line of credit is funded. There are no more steps.',
  DECLINED:
    'We are unable to approve your application. Your decline notice, with the reasons and your rights, is on your application page.',
  CANCELLED: 'Your application is cancelled. There are no more steps.',
  UNKNOWN:
    'We are working on your application. Check your application page in a few minutes; if it is still waiting tomorrow, call us.',
};

const TEXT_BY_LANGUAGE: Record<Language, Record<ServerStep, StepText>> = { en: TEXT, es: NEXT_STEP_TEXT_ES };

/** The borrower's next step at `step`, or undefined for a value that is not a server step. */
export function describeNextStep(
  step: string | null | undefined,
  manualNotary: boolean,
  language: Language = 'en',
): string | undefined {
  const text = step ? TEXT_BY_LANGUAGE[language][step as ServerStep] : undefined;
  return typeof text === 'function' ? text(manualNotary) : text;
}
