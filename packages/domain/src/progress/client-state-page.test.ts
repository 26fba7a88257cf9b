import { describe, expect, it } from 'vitest';
import { OP34_STATE_PAGES, pageForClientState, SPEC_STATE_PAGES } from './client-state-page.ts';
import { CLIENT_STATES } from './client-states.ts';
import { isAppPage } from './pages.ts';
import { buildApp } from './progress-fixtures.ts';
import type { ProgressApplication } from './progress-input.ts';

const app = buildApp();
const page = (path: string) => ({ kind: 'page', page: path });

const SPEC_ROWS: readonly (readonly [
  id: string,
  state: string,
  application: ProgressApplication,
  expected: unknown,
])[] = [
  ['PRG-089', 'profile', app, { kind: 'stay' }],
  ['PRG-090', 'ssnCredit', app, page('credit/social')],
  ['PRG-091', 'incorrectPin', app, page('review-app/incorrect-pin')],
  ['PRG-092', 'datatreeError', app, page('review-app/datatree')],
  ['PRG-093', 'moreProfile', app, page('start/contact')],
  ['PRG-094', 'docVerify', app, page('identity')],
  ['PRG-095', 'manualPaystubUpload', app, page('income/upload/MANUAL_PAYSTUB')],
  ['PRG-096', 'waitMerchant', app, page('merchant/review')],
  ['PRG-097', 'lienAttestation', app, page('merchant/lien-attestation')],
  ['PRG-098', 'ach', app, page('bank/disburse')],
  ['PRG-098 crypto', 'ach', buildApp({ isCrypto: true }), page('signing/intro')],
  ['PRG-099', 'manualAutopay', app, page('bank/autopay-manual')],
  ['PRG-100', 'codeed', app, page('signing/additional')],
  ['PRG-101', 'notary', app, page('notary/intro')],
  [
    'PRG-101 manual time',
    'notary',
    buildApp({ requestedManualNotaryTime: '2025-06-01T15:00:00Z' }),
    page('notary/reserve-manual'),
  ],
  ['PRG-102', 'insurance', app, page('insurance/upload')],
  ['PRG-103', 'waitFund', app, page('complete')],
  ['PRG-104', 'dtiDeclined', app, page('error/income')],
  ['PRG-105', 'creditScoreDeclined', app, page('error/credit')],
  ['PRG-106', 'bpo', app, page('bpo/condition')],
  ['PRG-107', 'notAState', app, { kind: 'root' }],
  ['PRG-107', '', app, { kind: 'root' }],
];

const OP34_ROWS = [
  ['errorCredit', page('credit/error')],
  ['noCredit', page('review-app/no-credit')],
  ['noProperty', page('review-app/property')],
  ['uwReview', page('review-app/uw')],
  ['assetDepletion', page('product/assets')],
  ['liens', page('liens')],
  ['product', page('product/select')],
  ['hmda', page('start/hmda')],
  ['waitSummary', page('start/app-summary')],
  ['appSummary', page('start/app-summary')],
  ['documents', page('conditions')],
  ['incomeReview', page('income/review')],
  ['emplVerify', page('income/employer-verification')],
  ['autopay', page('bank/autopay')],
  ['waitSign', page('signing/intro')],
  ['sign', page('signing/sign')],
  ['waitNotary', page('notary/intro')],
  ['declined', page('error/decline')],
  ['delinquency', page('review-app/delinquency')],
  ['complete', { kind: 'root' }],
  ['bpoProcessing', page('bpo/hold')],
] as const;

describe('client state → page (PRG-089…107)', () => {
  it.each(SPEC_ROWS)('%s: %s', (_id, state, application, expected) => {
    expect(pageForClientState(state, application)).toEqual(expected);
  });

  it.each(OP34_ROWS)('OP-34: %s', (state, expected) => {
    expect(pageForClientState(state, app)).toEqual(expected);
  });

  it('splits the 39 states between the spec list (18) and the OP-34 decision (21)', () => {
    const spec = Object.keys(SPEC_STATE_PAGES);
    const op34 = Object.keys(OP34_STATE_PAGES);
    expect(spec).toHaveLength(18);
    expect(op34).toHaveLength(21);
    expect([...spec, ...op34].sort()).toEqual([...CLIENT_STATES].sort());
  });

  it.each(CLIENT_STATES)('%s targets a known page, root or stay', (state) => {
    const target = pageForClientState(state, app);
    expect(target.kind === 'page' ? isAppPage(target.page) : true).toBe(true);
  });
});
