import { PROGRESS_STAGE_INDEX, type ProgressStage } from '../enums/progress-stage.ts';
import type { ClientState } from './client-states.ts';

type Stage = Exclude<ProgressStage, 'ENOTARY' | 'MANUAL_NOTARY'> | 'NOTARY';

/**
 * PRG-048: the coarse stage of each client state. Error, review and decline states count as the
 * stage the journey is blocked in (INITIAL for credit and property problems). NOTARY resolves to
 * ENOTARY or MANUAL_NOTARY by the application's manualNotary flag.
 */
const STAGE_OF_STATE: Record<ClientState, Stage> = {
  profile: 'INITIAL',
  ssnCredit: 'INITIAL',
  errorCredit: 'INITIAL',
  incorrectPin: 'INITIAL',
  noCredit: 'INITIAL',
  noProperty: 'INITIAL',
  datatreeError: 'INITIAL',
  uwReview: 'INITIAL',
  liens: 'INITIAL',
  declined: 'INITIAL',
  dtiDeclined: 'INITIAL',
  creditScoreDeclined: 'INITIAL',
  delinquency: 'INITIAL',
  product: 'PRODUCT_SELECT',
  assetDepletion: 'PRODUCT_SELECT',
  moreProfile: 'MORE_INFO',
  hmda: 'MORE_INFO',
  waitSummary: 'MORE_INFO',
  appSummary: 'MORE_INFO',
  incomeReview: 'LINK_INCOME',
  manualPaystubUpload: 'LINK_INCOME',
  emplVerify: 'LINK_INCOME',
  ach: 'LINK_INCOME',
  autopay: 'LINK_INCOME',
  manualAutopay: 'LINK_INCOME',
  docVerify: 'ID_UPLOAD',
  documents: 'ID_UPLOAD',
  bpo: 'ID_UPLOAD',
  bpoProcessing: 'ID_UPLOAD',
  waitMerchant: 'ID_UPLOAD',
  lienAttestation: 'ID_UPLOAD',
  waitSign: 'SIGNING',
  sign: 'SIGNING',
  codeed: 'SIGNING',
  waitNotary: 'SIGNING',
  notary: 'NOTARY',
  insurance: 'NOTARY',
  waitFund: 'COMPLETE',
  complete: 'COMPLETE',
};

export function getProgressStage(state: ClientState, manualNotary = false): ProgressStage {
  const stage = STAGE_OF_STATE[state];
  if (stage === 'NOTARY') {
    return manualNotary ? 'MANUAL_NOTARY' : 'ENOTARY';
  }
  return stage;
}

export function getProgressStageIndex(state: ClientState, manualNotary = false): number {
  return PROGRESS_STAGE_INDEX[getProgressStage(state, manualNotary)];
}
