import { describe, expect, it } from 'vitest';
import type { HelocApplication } from '../application/heloc-application-dto.ts';
import type { Condition } from '../conditions/condition-dto.ts';
import {
  composeApplicationAnswer,
  composeNoApplicationAnswer,
  composeNotYoursAnswer,
  composeSignInAnswer,
} from './application-answer.ts';
import { APPLICATION_INTENTS } from './application-intent.ts';

function application(serverStep: string, extra: Partial<HelocApplication> = {}): HelocApplication {
  return {
    uuid: '6f1c1f4e-8d2a-4c3b-9a53-2f5f4d1e0a11',
    loanNumber: '4000012345',
    status: { checklistStatus: serverStep },
    active: true,
    property: { state: 'OR', address: null },
    amount: null,
    term: null,
    rate: null,
    auditFields: { createdDate: '2026-11-01T00:00:00.000Z', updatedDate: '2026-11-01T00:00:00.000Z' },
    serverStep,
    ...extra,
  };
}

function condition(notes: string, actionNeeded: boolean): Condition {
  return {
    uuid: '0b7c6a0e-3f0e-4c53-8c7e-2a1b9f1f5d10',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-11-02T00:00:00.000Z',
    notes,
    commentsToBorrower: '',
    requestDocuments: [],
    actionNeeded,
    xtraData: { numDocsRequired: 1 },
  };
}

const CHOSEN = {
  amount: 50_000,
  rate: 9.5,
  otherRate: 9.25,
  term: 10,
  originationFee: 2,
  ofeeMaxThreshold: null,
};

function text(
  intent: Parameters<typeof composeApplicationAnswer>[0],
  app: HelocApplication,
  conditions: Condition[] = [],
) {
  return composeApplicationAnswer(intent, { application: app, conditions }).text;
}

describe('composeApplicationAnswer', () => {
  it('cites "Your application" for every intent', () => {
    for (const intent of APPLICATION_INTENTS) {
      expect(
        composeApplicationAnswer(intent, { application: application('OFFER_SELECTION'), conditions: [] }),
      ).toMatchObject({ kind: 'APPLICATION', source: { type: 'APPLICATION', title: 'Your application' } });
    }
  });

  it.each([
    ['DECLINED', 'Your application is declined, so your line will not fund.'],
    ['CANCELLED', 'Your application is cancelled, so your line will not fund.'],
    ['RECORDING', 'We are recording your deed with your county. Your funds are sent right after.'],
    ['FUNDABLE', 'Your funds are on the way.'],
  ])('funding at %s: %s', (step, expected) => {
    expect(text('FUNDING', application(step))).toBe(expected);
  });

  it('quotes the funded draw as the offer page quotes the line (decision 021)', () => {
    expect(text('FUNDING', application('COMPLETE', CHOSEN))).toBe(
      'Your line of credit is funded: $49,019.61 was sent to your account.',
    );
  });

  it('quotes the rate at the pay type the pages show it', () => {
    expect(text('RATE', application('NOTE_SIGNING', { ...CHOSEN, payType: 'MANUAL' }))).toMatch(
      /^Your APR is 9\.50%, on a line of \$50,000 over a 10-year fixed term\. Your initial draw is \$49,019\.61/,
    );
    expect(text('RATE', application('NOTE_SIGNING', { ...CHOSEN, payType: 'AUTOPAY' }))).toMatch(
      /^Your APR is 9\.25% with AutoPay/,
    );
    expect(text('RATE', application('INCOME_VERIFICATION'))).toBe('You have not chosen an offer yet.');
  });

  it('lists open requests first, then received ones', () => {
    const conditions = [condition('Upload a bank statement', true), condition('Upload your W-2', false)];
    expect(text('DOCUMENTS', application('NOTE_SIGNING'), conditions)).toBe(
      'We still need 1 open request from you: "Upload a bank statement". You can answer them from your dashboard. Received, under review: "Upload your W-2".',
    );
    expect(text('NEXT_STEP', application('NOTE_SIGNING'), conditions)).toBe(
      'You are at "Sign Documents". Sign your closing documents online; it takes about 10 minutes. You also have 1 open request from us on your dashboard: "Upload a bank statement".',
    );
  });

  it('says where a finished or declined application stands', () => {
    expect(text('NEXT_STEP', application('DECLINED'))).toMatch(/We are unable to approve your application/);
    expect(text('NEXT_STEP', application('COMPLETE'))).toBe(
      'Your line of credit is funded. There are no more steps.',
    );
  });
});

describe('answers without an application to read', () => {
  it('asks to log in, naming what was asked', () => {
    expect(composeSignInAnswer('RATE').text).toMatch(/^To tell you your rate, I need to know who you are\./);
    expect(composeSignInAnswer('DOCUMENTS').text).toMatch(/^To tell you the documents we still need/);
  });

  it('invites a borrower without an application to start one, and refuses someone else’s', () => {
    expect(composeNoApplicationAnswer().kind).toBe('NO_APPLICATION');
    expect(composeNotYoursAnswer()).toMatchObject({ kind: 'NOT_YOURS', source: null, offerPerson: true });
  });
});
