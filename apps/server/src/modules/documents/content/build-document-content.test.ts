import { AppError } from '@hearth/domain/errors/app-error';
import type { HmdaDisclosure, HmdaQuestion } from '@hearth/domain/journey/hmda';
import { describe, expect, it } from 'vitest';
import { linesToText } from '../pdf/document-lines.ts';
import { buildDocumentData } from '../test/document-fixtures.ts';
import { APPLICATION_SUMMARY_LAST_SENTENCE } from './application-summary.ts';
import {
  buildDocumentContent,
  GENERATED_DOCUMENT_TYPES,
  type GeneratedDocumentType,
} from './build-document-content.ts';

const data = buildDocumentData();
const textOf = (type: GeneratedDocumentType, input = data) => linesToText(buildDocumentContent(type, input));

describe('document content (ENM-015)', () => {
  it.each(GENERATED_DOCUMENT_TYPES)('%s names the borrower and the loan number', (type) => {
    const text = textOf(type);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('HL-0000123');
  });

  it.each([
    'APPLICATION_SUMMARY',
    'EARLY_HELOC_DISCLOSURE',
    'NOTE',
    'DEED_OF_TRUST',
    'ACCOUNT_OPENING_DISCLOSURE',
  ] as const)('%s prints the selected line amount', (type) => {
    expect(textOf(type)).toContain('$85,000.00');
  });

  it.each(['NOTE', 'DEED_OF_TRUST', 'ACCOUNT_OPENING_DISCLOSURE'] as const)(
    '%s is refused (409) before an offer is selected',
    (type) => {
      const noOffer = buildDocumentData({ offer: undefined });
      expect(() => buildDocumentContent(type, noOffer)).toThrow(AppError);
      expect(() => buildDocumentContent(type, noOffer)).toThrow(/selected offer/);
    },
  );
});

describe('application summary', () => {
  it('holds everything the borrower submitted (APP-002), over more than one page, and ends with the last-page sentence the viewer scrolls to (KIT-019)', () => {
    const content = buildDocumentContent('APPLICATION_SUMMARY', data);
    const text = linesToText(content);
    for (const expected of [
      'ada@example.com',
      'Phone: (212) 555-0123',
      '**/**/1980',
      '123 Main St, Portland, OR 97201',
      'Occupancy: Home',
      'Listed for sale: No',
      'Employment type: Full time',
      'Primary income: $120,000.00 per year',
      'Other income: $5,000.00 per year',
      'Term: 10 years',
      // The fixture chose AutoPay: the APR it was shown, 8.25% less the AutoPay discount.
      'Annual percentage rate (APR): 8.00%',
      'Terms and privacy, Soft credit',
      'Social Security number: ***-**-6789',
      'Demographic information (HMDA): Provided',
      'Ownership: Joint',
      'Other owners on title: Grace Hopper',
      'Disbursement account: Checking account ****4321 (routing 021000021)',
      'Autopay account: Not provided',
    ]) {
      expect(text).toContain(expected);
    }
    expect(content.lines.some((line) => line.kind === 'pageBreak')).toBe(true);
    expect(content.lines.at(-1)).toEqual({ kind: 'paragraph', text: APPLICATION_SUMMARY_LAST_SENTENCE });
  });

  it.each<[string, Record<HmdaQuestion, HmdaDisclosure>, string]>([
    ['declined every question', { ethnicity: 'DECLINED', race: 'DECLINED', sex: 'DECLINED' }, 'Declined'],
    [
      'left every question blank',
      { ethnicity: 'NOT_ANSWERED', race: 'NOT_ANSWERED', sex: 'NOT_ANSWERED' },
      'Not provided',
    ],
    [
      'answered some',
      { ethnicity: 'PROVIDED', race: 'DECLINED', sex: 'NOT_ANSWERED' },
      'Ethnicity: Provided; Race: Declined; Sex: Not provided',
    ],
  ])('says what the borrower did with the HMDA questions: %s', (_case, hmdaDisclosures, expected) => {
    const base = buildDocumentData();
    const text = textOf('APPLICATION_SUMMARY', {
      ...base,
      application: { ...base.application, hmdaDisclosures },
    });
    expect(text).toContain(`Demographic information (HMDA): ${expected}`);
  });

  it('says no offer is selected yet instead of inventing terms', () => {
    const text = textOf('APPLICATION_SUMMARY', buildDocumentData({ offer: undefined }));
    expect(text).toContain('You have not selected an offer yet.');
    expect(text).not.toContain('Annual percentage rate (APR)');
  });
});

describe('early HELOC disclosure (Reg Z 1026.40(d))', () => {
  const text = textOf('EARLY_HELOC_DISCLOSURE');

  it('has the required sections and the CFPB booklet statement', () => {
    for (const expected of [
      'Retain this information',
      'Availability of terms',
      'You could lose your home',
      'Possible actions',
      'Minimum payment requirements',
      'Negative amortization',
      'Tax deductibility',
      'Variable-rate features',
      'What You Should Know About Home Equity Lines of Credit',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives the fees from the offer and the third-party cost ranges (CON-003…CON-006)', () => {
    // CON-003: 2.5% of the initial draw: the 85,000 line holds draw and fee, 85,000 ÷ 1.025.
    expect(text).toContain(
      'origination fee of 2.50% of your initial draw ($2,073.17 on an initial draw of $82,926.83 from a line of $85,000.00), financed in the line: your draw total, draw plus fee, is $85,000.00.',
    );
    expect(text).toContain('Property valuation, when no automated valuation is available: $180.00');
    expect(text).toContain('County recording fees: $0.00 to $315.00');
  });

  it('gives the minimum payment example and the maximum rate example on $10,000 (OFR-015, OFR-016, CON-002)', () => {
    expect(text).toContain(
      'it would take 10 years to pay off a credit advance of $10,000.00 at an ANNUAL PERCENTAGE RATE of 8.25%',
    );
    expect(text).toContain('you would make 120 monthly payments of $122.65');
    expect(text).toContain('at the maximum ANNUAL PERCENTAGE RATE of 17.20% would be $175.07');
    expect(text).toContain('add a margin of 0.75 percentage points');
  });

  it.each([
    ['FIXED', 'the ANNUAL PERCENTAGE RATE of each advance is fixed when you take it'],
    ['VARIABLE', 'the annual percentage rate can change once a year'],
  ])('explains how a %s offer moves with the index, inside 7.60-17.20%%', (type, expected) => {
    const offer = { ...buildDocumentData().offer, type, amount: 85000, term: 10, rate: 8.25 };
    const disclosure = textOf('EARLY_HELOC_DISCLOSURE', buildDocumentData({ offer }));
    expect(disclosure).toContain(expected);
    expect(disclosure).toContain('never above 17.20% or below 7.60%');
    expect(textOf('NOTE', buildDocumentData({ offer }))).toContain(expected);
  });

  it('has a 15-year historical example table, each APR held inside 7.60-17.20% (CON-002)', () => {
    const content = buildDocumentContent('EARLY_HELOC_DISCLOSURE', data);
    const historical = content.lines.find((line) => line.kind === 'table');
    expect(historical?.kind).toBe('table');
    if (historical?.kind !== 'table') {
      return;
    }
    expect(historical.rows.map((row) => row[0])).toEqual(
      Array.from({ length: 15 }, (_, index) => String(2011 + index)),
    );
    expect(historical.rows[0]).toEqual(['2011', '3.25%', '0.75%', '7.60%', '$119.22']);
    expect(historical.rows.at(-2)).toEqual(['2024', '8.50%', '0.75%', '9.25%', '$128.03']);
  });
});

describe('notice of right to cancel (Reg Z 1026.15)', () => {
  it.each([
    // Thu → Fri, Sat count; Sunday does not; Mon is the third business day.
    ['2026-03-05', '03/09/2026'],
    // 3 July 2026 (observed) and 4 July (Saturday) are holidays, the 5th is a Sunday.
    ['2026-07-02', '07/08/2026'],
  ])('a line opened on %s may be cancelled until midnight of %s', (transactionDate, deadline) => {
    const text = linesToText(buildDocumentContent('NOTICE_OF_RIGHT_TO_CANCEL', data, { transactionDate }));
    expect(text).toContain(`no later than midnight of ${deadline}`);
    expect(text).toContain(`Last day to cancel: ${deadline}, midnight`);
  });
});

describe('adverse action notice (ECOA / Reg B 1002.9)', () => {
  it('lists the principal reasons (at most four) and the credit score disclosure', () => {
    const declined = buildDocumentData({
      adverseAction: {
        reasons: ['DTI', 'CREDIT_SCORE', 'DELINQUENCY', 'LIEN_POSITION', 'NO_CREDIT_FILE'],
        creditScore: 590,
        creditBureau: 'Experian',
      },
    });
    const text = textOf('ADVERSE_ACTION_NOTICE', declined);
    expect(text).toContain('Excessive obligations in relation to income');
    expect(text).toContain('Insufficient equity in the property given the existing liens');
    expect(text).not.toContain('No credit file');
    expect(text).toContain('Credit score: 590');
    expect(text).toContain('Consumer reporting agency: Experian');
    expect(text).toContain('Equal Credit Opportunity Act prohibits creditors from discriminating');
  });

  it('prints a reason it does not know as given, and no score section without a score', () => {
    const text = textOf(
      'ADVERSE_ACTION_NOTICE',
      buildDocumentData({ adverseAction: { reasons: ['Property is a mobile home'] } }),
    );
    expect(text).toContain('Property is a mobile home');
    expect(text).not.toContain('Your credit score');
  });
});

describe('the APR the documents state follows the AutoPay choice, as the pages do', () => {
  it.each([
    ['AUTOPAY', '8.00%'],
    ['MANUAL', '8.25%'],
  ])('%s: the note and the account-opening disclosure state %s', (payType, apr) => {
    const input = buildDocumentData();
    const chosen = { ...input, offer: input.offer ? { ...input.offer, payType } : undefined };
    expect(textOf('NOTE', chosen)).toContain(`ANNUAL PERCENTAGE RATE: ${apr}`);
    expect(textOf('ACCOUNT_OPENING_DISCLOSURE', chosen)).toContain(`ANNUAL PERCENTAGE RATE: ${apr}`);
  });
});

describe('the offer figures as labelled, in a recording-tax state (decision 021)', () => {
  const input = buildDocumentData();
  const inMaryland = { ...input, offer: input.offer ? { ...input.offer, state: 'MD' } : undefined };

  it('the note: draw, fee on the draw, tax, draw total and the payment and interest on it', () => {
    const text = textOf('NOTE', inMaryland);
    // 85,000 line: 595 MD recording tax; 84,405 holds the draw and its 2.5% fee.
    for (const expected of [
      'Credit limit: $85,000.00',
      'Daily periodic rate: 0.02190% (the APR divided by 365.25)',
      'Initial draw: $82,346.34',
      'Origination fee: 2.50% of the initial draw ($2,058.66)',
      'Recording tax, paid from the line at closing: $595.00',
      'Draw total (draw plus fee): $84,405.00',
      // 84,405 at 8.00% (AutoPay) over 120 months; a day is 84,405 × 8% ÷ 365.25.
      'Monthly payment on the draw total: $1,024.07',
      'Interest per day on the draw total: $18.49',
      // The whole 85,000 line drawn, as that row says.
      'Monthly payment on the full line: $1,031.28',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('OFR-014: names the lender’s dollar cap when it holds the fee under the rate', () => {
    const capped = { ...input, offer: input.offer ? { ...input.offer, feeCap: 1_000 } : undefined };
    const text = textOf('NOTE', capped);
    expect(text).toContain('Origination fee: 2.50% of the initial draw ($1,000.00), capped at $1,000.00');
    expect(text).toContain('Initial draw: $84,000.00');
  });

  it('the application summary: the same figures, and the payment on the draw total', () => {
    const text = textOf('APPLICATION_SUMMARY', inMaryland);
    expect(text).toContain('Initial draw: $82,346.34');
    expect(text).toContain('Recording tax: $595.00');
    expect(text).toContain('Draw total (draw plus fee): $84,405.00');
    expect(text).toContain('Estimated monthly payment on the draw total: $1,024.07');
  });
});

describe('account-opening disclosure (Reg Z 1026.6(a)) and privacy notice (GLBA)', () => {
  it('gives the APR, the daily periodic rate on 365.25 days, the fee and the billing rights', () => {
    const text = textOf('ACCOUNT_OPENING_DISCLOSURE');
    // AutoPay chosen: the APR with its discount, as every page showed it (8.00 ÷ 365.25).
    expect(text).toContain('ANNUAL PERCENTAGE RATE: 8.00%');
    expect(text).toContain('Daily periodic rate: 0.02190%');
    expect(text).toContain('Origination fee: 2.50% of the initial draw ($2,073.17)');
    expect(text).toContain('Initial draw: $82,926.83');
    // OFR-017: 85,000 × 8.00% ÷ 365.25 = 18.617… a day.
    expect(text).toContain('Interest per day on the draw total: $18.62');
    expect(text).toContain('Your billing rights');
  });

  it('fills the model privacy form with the lender and who shares what', () => {
    const text = textOf('GLBA_NOTICE');
    expect(text).toContain('Facts: What Does Hearth Do With Your Personal Information?');
    expect(text).toContain('For nonaffiliates to market to you | No | We do not share');
    expect(text).toContain('Hearth Home Lending, Inc., NMLS #2046718');
  });
});
