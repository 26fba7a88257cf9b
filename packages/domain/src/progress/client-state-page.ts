import { type ClientState, isClientState } from './client-states.ts';
import { type PageTarget, ROOT, STAY, toPage } from './pages.ts';
import type { ProgressApplication } from './progress-input.ts';

type Resolve = (app: ProgressApplication) => PageTarget;
const always =
  (page: Parameters<typeof toPage>[0]): Resolve =>
  () =>
    toPage(page);

/** 000 §4 "Otherwise the page follows the client state" (PRG-089…106). */
export const SPEC_STATE_PAGES = {
  profile: () => STAY, // PRG-089
  ssnCredit: always('credit/social'), // PRG-090
  incorrectPin: always('review-app/incorrect-pin'), // PRG-091
  datatreeError: always('review-app/datatree'), // PRG-092
  moreProfile: always('start/contact'), // PRG-093
  docVerify: always('identity'), // PRG-094
  manualPaystubUpload: always('income/upload/MANUAL_PAYSTUB'), // PRG-095
  waitMerchant: always('merchant/review'), // PRG-096 (OP-36)
  lienAttestation: always('merchant/lien-attestation'), // PRG-097 (OP-36)
  ach: (app) => toPage(app.isCrypto ? 'signing/intro' : 'bank/disburse'), // PRG-098
  manualAutopay: always('bank/autopay-manual'), // PRG-099 (OP-36)
  codeed: always('signing/additional'), // PRG-100
  notary: (app) => toPage(app.requestedManualNotaryTime ? 'notary/reserve-manual' : 'notary/intro'), // PRG-101
  insurance: always('insurance/upload'), // PRG-102
  waitFund: always('complete'), // PRG-103
  dtiDeclined: always('error/income'), // PRG-104
  creditScoreDeclined: always('error/credit'), // PRG-105
  bpo: always('bpo/condition'), // PRG-106
} as const satisfies Partial<Record<ClientState, Resolve>>;

/**
 * OP-34 (decision): the 21 states the spec's list leaves out get the page that serves them, as the
 * server-step table would, rather than root. Root (→ /dashboard) would bounce a borrower who is
 * mid-journey back and forth between the dashboard and routing. `complete` goes to root, as the
 * server step COMPLETE does (PRG-088). PRG-107 "unknown states go to root" then covers any value
 * that is not a client state at all.
 */
export const OP34_STATE_PAGES = {
  errorCredit: always('credit/error'),
  noCredit: always('review-app/no-credit'),
  noProperty: always('review-app/property'),
  uwReview: always('review-app/uw'),
  assetDepletion: always('product/assets'),
  liens: always('liens'),
  product: always('product/select'),
  hmda: always('start/hmda'),
  waitSummary: always('start/app-summary'),
  appSummary: always('start/app-summary'),
  documents: always('conditions'),
  incomeReview: always('income/review'),
  emplVerify: always('income/employer-verification'),
  autopay: always('bank/autopay'),
  waitSign: always('signing/intro'),
  sign: always('signing/sign'),
  waitNotary: always('notary/intro'),
  declined: always('error/decline'),
  delinquency: always('review-app/delinquency'),
  complete: () => ROOT,
  bpoProcessing: always('bpo/hold'),
} as const satisfies Partial<Record<ClientState, Resolve>>;

const STATE_PAGES: Record<ClientState, Resolve> = { ...SPEC_STATE_PAGES, ...OP34_STATE_PAGES };

/** PRG-089…107: the page for a client state; anything that is not a client state goes to root. */
export function pageForClientState(
  state: string | null | undefined,
  application: ProgressApplication,
): PageTarget {
  return state && isClientState(state) ? STATE_PAGES[state](application) : ROOT;
}
