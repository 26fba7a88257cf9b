import { describe, expect, it } from 'vitest';
import { SERVER_STEPS } from '../enums/server-step.ts';
import { isAppPage, type PageTarget } from './pages.ts';
import { buildApp } from './progress-fixtures.ts';
import type { ProgressApplication } from './progress-input.ts';
import { pageForServerStep, STEP_PAGE_RULES, UNMAPPED_SERVER_STEPS } from './step-page.ts';

const app = buildApp();
const page = (path: string) => ({ kind: 'page', page: path });

/** 000 §4 "Server step to page", written out independently of the implementation. */
const ROWS: readonly (readonly [
  id: string,
  step: string,
  application: ProgressApplication,
  expected: unknown,
])[] = [
  ['PRG-057', 'CREDIT_NO_MATCH', app, page('credit/social')],
  ['PRG-058', 'CREDIT_NO_MATCH_SSN', app, page('review-app/no-credit')],
  ['PRG-059', 'SOFT_CREDIT_LOCKED_OR_FROZEN', app, page('credit/error')],
  ['PRG-059', 'HARD_CREDIT_LOCKED_OR_FROZEN', app, page('credit/error')],
  ['PRG-060', 'NO_PROPERTY_FOUND', app, page('review-app/property')],
  ['PRG-060', 'MULTIPLE_PROPERTIES', app, page('review-app/property')],
  ['PRG-061', 'DECLINED', app, page('error/decline')],
  ['PRG-062', 'COLLECT_ADDITIONAL_INFO', app, page('start/contact')],
  ['PRG-063', 'HMDA', app, page('start/hmda')],
  ['PRG-064', 'DELINQUENCY_REVIEW', app, page('review-app/delinquency')],
  ['PRG-065', 'GEN_CLOSING_DISCLOSURE', app, page('review-app/signdocs')],
  [
    'PRG-065 flood cert',
    'GEN_CLOSING_DISCLOSURE',
    buildApp({}, { waitingOnFloodCert: true }),
    page('error/flood-cert'),
  ],
  ['PRG-066', 'NOTE_SIGNING', app, page('signing/intro')],
  ['PRG-066', 'FINAL_OFFER', app, page('signing/intro')],
  [
    'PRG-067',
    'OFFER_SELECTION',
    buildApp({}, { uwDecision: 'APPROVED' }),
    { kind: 'page', page: 'product/select', query: { from: 'OFFER_SELECTION', decision: 'APPROVED' } },
  ],
  [
    'PRG-067',
    'REVISED_OFFER_SELECTION',
    buildApp({}, { uwDecision: 'SELECT' }),
    { kind: 'page', page: 'product/select', query: { from: 'REVISED_OFFER_SELECTION', decision: 'SELECT' } },
  ],
  [
    'PRG-067 no decision',
    'OFFER_SELECTION',
    app,
    { kind: 'page', page: 'product/select', query: { from: 'OFFER_SELECTION' } },
  ],
  ['PRG-068 (OP-36)', 'GEN_NOTE_SIGNING', app, page('review-app/signdocs')],
  ['PRG-069', 'APP_SUBMISSION', app, page('start/app-summary')],
  ['PRG-069', 'SUMMARY_DISCLOSURE', app, page('start/app-summary')],
  ['PRG-070', 'INCOME_VERIFICATION', app, page('income/review')],
  ['PRG-071', 'IDENTITY_VERIFICATION', app, page('identity')],
  ['PRG-072', 'ASSETS_PREQUAL', app, page('product/assets')],
  ['PRG-073', 'CLTV_LIEN_POSITION_REQUALIFY', app, page('product/prequal-winback')],
  ['PRG-074', 'DISBURSEMENT_ACCOUNT', app, page('bank/disburse')],
  ['PRG-074 autopay, no routing number', 'AUTOPAY_ACCOUNT', app, page('bank/disburse')],
  [
    'PRG-075 autopay, routing number',
    'AUTOPAY_ACCOUNT',
    buildApp({ disburseAccount: { routingNumber: '021000021' } }),
    page('bank/autopay'),
  ],
  ['PRG-075 autopay, crypto', 'AUTOPAY_ACCOUNT', buildApp({ isCrypto: true }), page('bank/autopay')],
  ['PRG-075', 'VERIFIED_AUTOPAY_ACCOUNT', app, page('bank/autopay')],
  ['PRG-076', 'NO_AVM_FOUND', app, page('bpo/estimate-value')],
  ['PRG-076', 'NAV_RESI_EVAL_ESTIMATE', app, page('bpo/estimate-value')],
  ['PRG-077', 'PAYOFF_REQUEST_PENDING', app, page('payoff/hold')],
  [
    'PRG-078 Texas BPO required',
    'NAV_BPO_ORDER_REQUEST',
    buildApp({ property: { state: 'TX' } }, { bpo: 'BPO_REQUIRED' }),
    page('bpo/condition'),
  ],
  [
    'PRG-078 BPO required elsewhere',
    'NAV_BPO_ORDER_REQUEST',
    buildApp({ property: { state: 'CA' } }, { bpo: 'BPO_REQUIRED' }),
    page('bpo/order-bpo'),
  ],
  [
    'PRG-078 Texas not required',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    buildApp({ property: { state: 'TX' } }, { bpo: 'BPO_NOT_REQUIRED' }),
    page('bpo/hold'),
  ],
  ['PRG-078 no status', 'NAV_RESI_EVAL_ORDER_REQUEST', app, page('bpo/hold')],
  ...[
    'NAV_BPO_ORDERED',
    'NAV_BPO_PROCESSING',
    'NAV_BPO_REVIEW',
    'NAV_RESI_EVAL_PROCESSING',
    'NAV_RESI_EVAL_REVIEW',
    'FINAL_TITLE_ORDER',
    'FINAL_TITLE_PROCESSING',
    'FINAL_TITLE_REVIEW',
  ].map((step) => ['PRG-079', step, app, page('bpo/hold')] as const),
  ...[
    'GEN_RESCISSION',
    'RESCISSION',
    'GEN_RECORDING',
    'RECORDING',
    'FUNDABLE',
    'DIRECT_DEBT_PAYOFF',
    'FUNDING_DECISION',
  ].map((step) => ['PRG-080', step, app, page('complete')] as const),
  [
    'PRG-080 deed signing, primary accepted',
    'DEED_SIGNING',
    buildApp({}, { primaryParticipantAcceptComplete: true }),
    page('complete'),
  ],
  ...[
    'ONSITE_APPRAISAL_REVIEW',
    'CREDIT_ERROR',
    'CREDIT_MINOR',
    'FACTA_REVIEW',
    'PREQUAL_TITLE',
    'ORDER_FULL_TITLE',
    'PAYOFF_REVIEW',
    'PAYOFF_VERIFICATION',
    'UNKNOWN',
  ].map((step) => ['PRG-081', step, app, page('error/timeout')] as const),
  ['PRG-082', 'LIEN_VERIFICATION', app, page('liens')],
  ['PRG-083', 'CO_DEED_REQ', app, page('signing/additional')],
  ['PRG-084', 'NOTARY_DISCLOSURE', app, page('notary/intro')],
  ['PRG-084', 'ATTORNEY_REVIEW', app, page('notary/intro')],
  ['PRG-084', 'NOTARY_WAITING_PERIOD', app, page('notary/intro')],
  ['PRG-084', 'DEED_SIGNING', app, page('notary/intro')],
  ['PRG-085', 'MANUAL_DEED_SIGNING', app, page('notary/reserve-manual')],
  ['PRG-086', 'EMPLOYMENT_VERIFICATION', app, page('income/employer-verification')],
  ['PRG-087', 'ONSITE_APPRAISAL_PAYMENT', app, page('hold')],
  ['PRG-087', 'ONSITE_APPRAISAL_PENDING', app, page('hold')],
  ['PRG-088', 'COMPLETE', app, { kind: 'root' }],
  ['PRG-088', 'CANCELLED', app, { kind: 'root' }],
];

describe('server step → page (PRG-057…088)', () => {
  it.each(ROWS)('%s: %s', (_id, step, application, expected) => {
    expect(pageForServerStep(step, application)).toEqual(expected);
  });

  it.each(UNMAPPED_SERVER_STEPS)('%s has no row (client state decides)', (step) => {
    expect(pageForServerStep(step, app)).toBeNull();
  });

  it.each([null, undefined, '', 'NOT_A_STEP'])('%j has no row', (step) => {
    expect(pageForServerStep(step, app)).toBeNull();
  });

  it('accounts for every server step exactly once: a rule or the unmapped list', () => {
    const mapped = STEP_PAGE_RULES.flatMap((rule) => rule.steps);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped, ...UNMAPPED_SERVER_STEPS].sort()).toEqual([...SERVER_STEPS].sort());
  });

  it('only targets pages of the route list or OP-36', () => {
    const targets = ROWS.map(([, step, application]) => pageForServerStep(step, application) as PageTarget);
    for (const target of targets) {
      if (target.kind === 'page') {
        expect(isAppPage(target.page)).toBe(true);
      }
    }
  });
});
