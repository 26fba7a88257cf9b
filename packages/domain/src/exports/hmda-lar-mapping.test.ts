import { describe, expect, it } from 'vitest';
import { hasValidCheckDigits } from './hmda-check-digit.ts';
import { applicantDemographics } from './hmda-demographics.ts';
import { LAR_FIELDS, type LarFieldKey, TS_FIELDS } from './hmda-lar-fields.ts';
import { buildHmdaLar } from './hmda-lar-file.ts';
import {
  actionTakenOf,
  ageOn,
  amountAppliedFor,
  buildLarRecord,
  incomeInThousands,
  wholeDollars,
} from './hmda-lar-mapping.ts';
import { fundedSource, TEST_LEI, TEST_REPORTER } from './hmda-test-fixtures.ts';

describe('the register layouts', () => {
  it('has the FIG’s 15 transmittal sheet fields and 110 LAR fields, each once', () => {
    expect(TS_FIELDS).toHaveLength(15);
    expect(LAR_FIELDS).toHaveLength(110);
    expect(new Set(LAR_FIELDS.map(([key]) => key)).size).toBe(110);
  });

  it.each([
    [1, 'Record Identifier'],
    [3, 'Universal Loan Identifier (ULI)'],
    [10, 'Loan Amount'],
    [11, 'Action Taken'],
    [12, 'Action Taken Date'],
    [15, 'State'],
    [17, 'County'],
    [61, 'Lien Status'],
    [88, 'Property Value'],
    [109, 'Open-End Line of Credit'],
    [110, 'Business or Commercial Purpose'],
  ])('field %i is %s', (position, name) => {
    expect(LAR_FIELDS[position - 1]?.[1]).toBe(name);
  });
});

describe('the application → LAR field mapping', () => {
  const record = buildLarRecord(TEST_LEI, fundedSource());

  it.each<[LarFieldKey, string]>([
    ['recordId', '2'],
    ['lei', TEST_LEI],
    ['applicationDate', '20260302'],
    ['loanType', '1'],
    ['loanPurpose', '4'],
    ['preapproval', '2'],
    ['occupancyType', '1'],
    ['loanAmount', '85001'],
    ['actionTaken', '1'],
    ['actionTakenDate', '20260410'],
    ['street', '12 Elm St Unit 4'],
    ['city', 'Boulder'],
    ['state', 'CO'],
    ['zip', '80302'],
    ['county', 'NA'],
    ['censusTract', 'NA'],
    ['ethnicity1', '1'],
    ['ethnicity2', '11'],
    ['ethnicity3', ''],
    ['coEthnicity1', '5'],
    ['ethnicityObserved', '2'],
    ['coEthnicityObserved', '4'],
    ['race1', '5'],
    ['coRace1', '8'],
    ['sex', '2'],
    ['coSex', '5'],
    ['age', '45'],
    ['coAge', '9999'],
    ['income', '125'],
    ['purchaserType', '0'],
    ['hoepaStatus', '2'],
    ['lienStatus', '2'],
    ['denial1', '10'],
    ['totalLoanCosts', 'NA'],
    ['interestRate', '8.25'],
    ['loanTerm', '120'],
    ['propertyValue', '540000'],
    ['initiallyPayable', '1'],
    ['aus1', '6'],
    ['ausResult1', '17'],
    ['reverseMortgage', '2'],
    ['openEnd', '1'],
    ['businessPurpose', '2'],
  ])('%s = %s', (key, value) => {
    expect(record[key]).toBe(value);
  });

  it('builds the ULI from the LEI and loan number with valid check digits', () => {
    expect(record.uli.startsWith(`${TEST_LEI}1234567897`)).toBe(true);
    expect(record.uli).toHaveLength(32);
    expect(hasValidCheckDigits(record.uli)).toBe(true);
  });

  it.each([
    ['COMPLETE', 'FUNDED', null, true, '1'],
    ['DECLINED', 'DTI_DECLINED', null, false, '3'],
    ['DECLINED', 'DECLINED_BY_OPS', null, true, '3'],
    ['CANCELLED', 'RESCINDED', null, true, '2'],
    ['CANCELLED', 'CANCELLED_BY_OPS', null, true, '2'],
    ['CANCELLED', 'CANCELLED_BY_OPS', null, false, '4'],
    ['CANCELLED', 'CANCELLED_BY_OPS', { hmdaOutcome: 'INCOMPLETE' }, false, '5'],
    ['CANCELLED', 'CANCELLED_BY_OPS', { hmdaOutcome: 'WITHDRAWN' }, true, '4'],
  ] as const)(
    '%s by %s (detail %j, approved %s) → action taken %s',
    (finalStep, finalEvent, finalDetail, reachedApproval, code) => {
      expect(actionTakenOf({ finalStep, finalEvent, finalDetail, reachedApproval })).toBe(code);
    },
  );

  it('gives a denial its reasons and no rate, payable or term', () => {
    const denied = buildLarRecord(
      TEST_LEI,
      fundedSource({ finalStep: 'DECLINED', finalEvent: 'UNDERWRITING_DECLINED', reachedApproval: false }),
    );
    expect([denied.actionTaken, denied.denial1, denied.denialOther]).toEqual([
      '3',
      '9',
      'Underwriting criteria not met',
    ]);
    expect([denied.interestRate, denied.hoepaStatus, denied.initiallyPayable]).toEqual(['NA', '3', '3']);
    const credit = buildLarRecord(
      TEST_LEI,
      fundedSource({ finalStep: 'DECLINED', finalEvent: 'CREDIT_SCORE_DECLINED' }),
    );
    expect([credit.denial1, credit.denialOther]).toEqual(['3', '']);
  });

  it('fills NA where the property address is not held', () => {
    const early = buildLarRecord(TEST_LEI, fundedSource({ propertyAddress: null }));
    expect([early.street, early.city, early.state, early.zip]).toEqual(['NA', 'NA', 'NA', 'NA']);
  });

  it('reports unanswered or declined demographics as not provided online', () => {
    expect(applicantDemographics(null)).toMatchObject({
      ethnicity: ['3'],
      race: ['6'],
      sex: '3',
      sexObserved: '2',
    });
    const declined = applicantDemographics({
      ethnicity: ['NOT_PROVIDED'],
      race: ['ASIAN', 'OTHER_ASIAN'],
      raceOtherAsian: 'Hmong',
      sex: ['MALE', 'FEMALE'],
      collectedBy: 'ONLINE',
      submittedAt: '2026-03-03T10:00:00.000Z',
    });
    expect(declined).toMatchObject({
      ethnicity: ['3'],
      race: ['2', '27'],
      raceOtherAsian: 'Hmong',
      sex: '6',
    });
  });

  it.each([
    ['85000.49', '85000'],
    ['85000.50', '85001'],
    ['100000', '100000'],
    [null, ''],
  ])('rounds a loan amount of %s to %s whole dollars', (amount, dollars) => {
    expect(wholeDollars(amount)).toBe(dollars);
  });

  it('takes the chosen line, else the largest line offered, else nothing', () => {
    expect(amountAppliedFor('85000.00', [150000])).toBe('85000.00');
    expect(amountAppliedFor(null, [50000, 150000, 100000])).toBe('150000');
    expect(amountAppliedFor(null, [])).toBeNull();
  });

  it('reports income in thousands and age on the application date', () => {
    expect(incomeInThousands('125499.99')).toBe('125');
    expect(incomeInThousands('125500')).toBe('126');
    expect(incomeInThousands(null)).toBe('NA');
    expect(ageOn('1980-03-02', '2026-03-02')).toBe('46');
    expect(ageOn('1980-03-03', '2026-03-02')).toBe('45');
    expect(ageOn(null, '2026-03-02')).toBe('8888');
  });
});

describe('the register file', () => {
  it('writes the transmittal sheet and one pipe-delimited row per application', () => {
    const result = buildHmdaLar(
      TEST_REPORTER,
      [fundedSource(), fundedSource({ loanNumber: '2234567896' })],
      2026,
    );
    expect(result.ok).toBe(true);
    const lines = result.ok ? result.file.trimEnd().split('\n') : [];
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      `1|Aspen Ridge Mortgage|2026|4|HMDA Compliance|303-555-0100|hmda@example.com|1 Main St|Boulder|CO|80302|9|2|84-1234567|${TEST_LEI}`,
    );
    expect(lines[1]?.split('|')).toHaveLength(110);
    expect(lines[1]?.startsWith(`2|${TEST_LEI}|${TEST_LEI}1234567897`)).toBe(true);
  });

  it('keeps a pipe in a value from splitting the row', () => {
    const source = fundedSource({
      propertyAddress: { street1: '12 Elm | St', city: 'Boulder', state: 'CO', zip: '80302' },
    });
    const result = buildHmdaLar(TEST_REPORTER, [source], 2026);
    expect(result.ok && result.file.split('\n')[1]?.split('|')).toHaveLength(110);
  });
});
