import { describe, expect, it } from 'vitest';
import { describeEditFailure, isFigDate, LAR_EDITS, runHmdaEdits, TS_EDITS } from './hmda-lar-edits.ts';
import type { LarRecord, TransmittalSheet } from './hmda-lar-fields.ts';
import { buildTransmittalSheet } from './hmda-lar-file.ts';
import { buildLarRecord } from './hmda-lar-mapping.ts';
import { fundedSource, TEST_LEI, TEST_REPORTER } from './hmda-test-fixtures.ts';

const context = { year: 2026 };
const goodRecord = (): LarRecord => buildLarRecord(TEST_LEI, fundedSource());
const goodTs = (entries = 1): TransmittalSheet => buildTransmittalSheet(TEST_REPORTER, 2026, entries);

function failedEdits(ts: TransmittalSheet, records: LarRecord[]): string[] {
  return runHmdaEdits(ts, records, context).map((failure) => failure.edit);
}

describe('the HMDA edits on a good file', () => {
  it('pass a funded, a denied and a withdrawn application', () => {
    const records = [
      goodRecord(),
      buildLarRecord(
        TEST_LEI,
        fundedSource({ finalStep: 'DECLINED', finalEvent: 'DTI_DECLINED', loanNumber: '2234567896' }),
      ),
      buildLarRecord(
        TEST_LEI,
        fundedSource({
          finalStep: 'CANCELLED',
          finalEvent: 'CANCELLED_BY_OPS',
          reachedApproval: false,
          hmdaAnswers: null,
        }),
      ),
    ];
    expect(runHmdaEdits(goodTs(3), records, context)).toEqual([]);
  });

  it('has one test below for each edit it runs', () => {
    const tested = new Set([...tsCases.map(([id]) => id), ...larCases.map(([id]) => id)]);
    for (const edit of [...TS_EDITS, ...LAR_EDITS]) {
      expect(tested, edit.id).toContain(edit.id);
    }
  });
});

const tsCases: [string, Partial<TransmittalSheet>][] = [
  ['S300', { recordId: '2' }],
  ['S302', { calendarYear: '2025' }],
  ['S304', { entries: '2' }],
  ['V600', { lei: 'SHORT123' }],
  ['V601', { contactName: ' ' }],
  ['V602', { calendarQuarter: '2' }],
  ['V603', { contactPhone: '(303) 555-0100' }],
  ['V604', { contactState: 'XX' }],
  ['V605', { contactZip: '8030' }],
  ['V606', { entries: '0' }],
  ['V607', { taxId: '841234567' }],
];

describe.each(tsCases)('transmittal sheet edit %s', (id, change) => {
  it('fails on the bad value and only there', () => {
    const records = id === 'V606' ? [] : [goodRecord()];
    const ts = { ...goodTs(records.length), ...change };
    expect(failedEdits(ts, records)).toContain(id);
    expect(failedEdits(goodTs(1), [goodRecord()])).not.toContain(id);
  });
});

const larCases: [string, Partial<LarRecord>][] = [
  ['S300', { recordId: '3' }],
  ['S301', { lei: 'ABCDEFGHIJ0123456789' }],
  ['V600', { lei: '549300-KJTIIGC8Y1R12' }],
  ['V608-1', { uli: `${TEST_LEI}1` }],
  ['V609', { uli: `${TEST_LEI}123456789700` }],
  ['V610-1', { applicationDate: '20260230' }],
  ['V610-2', { applicationDate: 'NA' }],
  ['V611', { loanType: '5' }],
  ['V612-1', { loanPurpose: '3' }],
  ['V613-1', { preapproval: '3' }],
  ['V613-3', { actionTaken: '3', preapproval: '1' }],
  ['V614-1', { preapproval: '1' }],
  ['V614-4', { preapproval: '1' }],
  ['V615-1', { constructionMethod: '3' }],
  ['V616', { occupancyType: '4' }],
  ['V617', { loanAmount: '0' }],
  ['V618', { actionTaken: '9' }],
  ['V619-1', { actionTakenDate: '2026-04-10' }],
  ['V619-2', { actionTakenDate: '20250410' }],
  ['V619-3', { actionTakenDate: '20260301' }],
  ['V620', { street: '' }],
  ['V621', { city: '' }],
  ['V622', { state: 'NA' }],
  ['V623', { state: 'ZZ' }],
  ['V624', { zip: '803020' }],
  ['V625-1', { censusTract: '0801301220' }],
  ['V626', { county: '8013' }],
  ['V628-1', { ethnicity1: '5' }],
  ['V628-2', { ethnicity2: '3' }],
  ['V628-3', { ethnicity2: '1' }],
  ['V628-4', { ethnicity1: '3', ethnicity2: '2' }],
  ['V629-1', { ethnicityObserved: '4' }],
  ['V634', { coEthnicityObserved: '2' }],
  ['V635-1', { race1: '8' }],
  ['V635-2', { race2: '6' }],
  ['V635-3', { race2: '5' }],
  ['V635-4', { race1: '6', race2: '5' }],
  ['V636-1', { raceObserved: '' }],
  ['V641', { coRaceObserved: '2' }],
  ['V642-1', { sex: '5' }],
  ['V642-2', { sexObserved: '4' }],
];

describe.each(larCases)('LAR edit %s', (id, change) => {
  it('fails on the bad value and passes the good record', () => {
    expect(failedEdits(goodTs(), [{ ...goodRecord(), ...change }])).toContain(id);
    expect(failedEdits(goodTs(), [goodRecord()])).not.toContain(id);
  });
});

describe('the failures as the export lists them', () => {
  it('name the edit and the ULI of the failing record', () => {
    const record = { ...goodRecord(), loanAmount: '' };
    const [failure] = runHmdaEdits(goodTs(), [record], context);
    expect(failure && describeEditFailure(failure)).toBe(
      `V617 (${record.uli}): Loan Amount must be a number greater than 0, and cannot be left blank`,
    );
  });

  it.each([
    ['20260228', true],
    ['20240229', true],
    ['20260229', false],
    ['2026031', false],
    ['NA', false],
  ])('%s is a FIG date: %s', (value, expected) => {
    expect(isFigDate(value)).toBe(expected);
  });
});
