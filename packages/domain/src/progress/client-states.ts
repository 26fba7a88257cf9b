/** PRG-001: every client application state of 000 §4, in the spec's order. PRG-002: profile is initial. */
export const CLIENT_STATES = [
  'profile',
  'ssnCredit',
  'errorCredit',
  'incorrectPin',
  'noCredit',
  'noProperty',
  'datatreeError',
  'uwReview',
  'assetDepletion',
  'liens',
  'product',
  'moreProfile',
  'hmda',
  'waitSummary',
  'appSummary',
  'docVerify',
  'documents',
  'manualPaystubUpload',
  'incomeReview',
  'emplVerify',
  'waitMerchant',
  'lienAttestation',
  'autopay',
  'manualAutopay',
  'ach',
  'waitSign',
  'sign',
  'codeed',
  'waitNotary',
  'notary',
  'insurance',
  'waitFund',
  'declined',
  'dtiDeclined',
  'creditScoreDeclined',
  'delinquency',
  'complete',
  'bpo',
  'bpoProcessing',
] as const;
export type ClientState = (typeof CLIENT_STATES)[number];

export const INITIAL_CLIENT_STATE: ClientState = 'profile';

export function isClientState(value: string): value is ClientState {
  return (CLIENT_STATES as readonly string[]).includes(value);
}
