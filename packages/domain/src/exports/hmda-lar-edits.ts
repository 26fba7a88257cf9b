import { hasValidCheckDigits } from './hmda-check-digit.ts';
import {
  blank,
  type EditFailure,
  type FilingContext,
  isFigDate,
  isIn,
  isStateCode,
  type LarEdit,
  LEI,
  ULI,
  ZIP,
} from './hmda-edit-rules.ts';
import type { LarRecord, TransmittalSheet } from './hmda-lar-fields.ts';
import { TS_EDITS } from './hmda-ts-edits.ts';

export { type EditFailure, isFigDate } from './hmda-edit-rules.ts';
export { TS_EDITS } from './hmda-ts-edits.ts';

const ETHNICITY = ['1', '11', '12', '13', '14', '2'];
const RACE = ['1', '2', '21', '22', '23', '24', '25', '26', '27', '3', '4', '41', '42', '43', '44', '5'];
const later = (record: LarRecord, key: 'ethnicity' | 'race' | 'coEthnicity' | 'coRace') =>
  [2, 3, 4, 5].map((n) => record[`${key}${n}` as keyof LarRecord]);
const all = (record: LarRecord, key: 'ethnicity' | 'race') => [record[`${key}1`], ...later(record, key)];
const noRepeats = (values: string[]) => {
  const given = values.filter((value) => !blank(value));
  return new Set(given).size === given.length;
};

/** The edits on each loan/application record (record 2). */
export const LAR_EDITS: readonly LarEdit[] = [
  { id: 'S300', message: 'Any subsequent rows must begin with a 2', passes: (r) => r.recordId === '2' },
  {
    id: 'S301',
    message: 'The LEI in this row does not match the reported LEI in the transmittal sheet',
    passes: (r, _c, ts) => r.lei === ts.lei,
  },
  {
    id: 'V600',
    message: 'The required format for LEI is alphanumeric with 20 characters, and it cannot be left blank',
    passes: (r) => LEI.test(r.lei),
  },
  {
    id: 'V608-1',
    message:
      'The required format for ULI is alphanumeric with at least 23 characters and up to 45 characters',
    passes: (r) => ULI.test(r.uli),
  },
  {
    id: 'V609',
    message: 'Based on the check digit calculation, the ULI contains a transcription error',
    passes: (r) => hasValidCheckDigits(r.uli),
  },
  {
    id: 'V610-1',
    message: 'Application Date must be either a valid date using YYYYMMDD format or NA',
    passes: (r) => r.applicationDate === 'NA' || isFigDate(r.applicationDate),
  },
  {
    id: 'V610-2',
    message: 'If Action Taken equals 6, then Application Date must be NA, and the reverse must be true',
    passes: (r) => (r.actionTaken === '6') === (r.applicationDate === 'NA'),
  },
  {
    id: 'V611',
    message: 'Loan Type must equal 1, 2, 3, or 4',
    passes: (r) => isIn('1', '2', '3', '4')(r.loanType),
  },
  {
    id: 'V612-1',
    message: 'Loan Purpose must equal 1, 2, 31, 32, 4, or 5',
    passes: (r) => isIn('1', '2', '31', '32', '4', '5')(r.loanPurpose),
  },
  { id: 'V613-1', message: 'Preapproval must equal 1 or 2', passes: (r) => isIn('1', '2')(r.preapproval) },
  {
    id: 'V613-3',
    message: 'If Action Taken equals 3, 4, 5 or 6, then Preapproval must equal 2',
    passes: (r) => !isIn('3', '4', '5', '6')(r.actionTaken) || r.preapproval === '2',
  },
  {
    id: 'V614-1',
    message: 'If Loan Purpose equals 2, 4, 31, 32, or 5, then Preapproval must equal 2',
    passes: (r) => r.loanPurpose === '1' || r.preapproval === '2',
  },
  {
    id: 'V614-4',
    message: 'If Open-End Line of Credit equals 1, then Preapproval must equal 2',
    passes: (r) => r.openEnd !== '1' || r.preapproval === '2',
  },
  {
    id: 'V615-1',
    message: 'Construction Method must equal 1 or 2',
    passes: (r) => isIn('1', '2')(r.constructionMethod),
  },
  {
    id: 'V616',
    message: 'Occupancy Type must equal 1, 2, or 3',
    passes: (r) => isIn('1', '2', '3')(r.occupancyType),
  },
  {
    id: 'V617',
    message: 'Loan Amount must be a number greater than 0, and cannot be left blank',
    passes: (r) => /^\d+(\.\d+)?$/.test(r.loanAmount) && Number(r.loanAmount) > 0,
  },
  {
    id: 'V618',
    message: 'Action Taken must equal 1, 2, 3, 4, 5, 6, 7, or 8',
    passes: (r) => isIn('1', '2', '3', '4', '5', '6', '7', '8')(r.actionTaken),
  },
  {
    id: 'V619-1',
    message: 'Action Taken Date must be a valid date using YYYYMMDD format',
    passes: (r) => isFigDate(r.actionTakenDate),
  },
  {
    id: 'V619-2',
    message: 'The Action Taken Date must be in the reporting year',
    passes: (r, context) => r.actionTakenDate.slice(0, 4) === String(context.year),
  },
  {
    id: 'V619-3',
    message: 'The Action Taken Date must be on or after the Application Date',
    passes: (r) => r.applicationDate === 'NA' || r.actionTakenDate >= r.applicationDate,
  },
  { id: 'V620', message: 'Street Address cannot be left blank', passes: (r) => !blank(r.street) },
  { id: 'V621', message: 'City cannot be left blank', passes: (r) => !blank(r.city) },
  {
    id: 'V622',
    message:
      'If Street Address was not reported NA, then City, State, and Zip Code must be provided, and not reported NA',
    passes: (r) => r.street === 'NA' || [r.city, r.state, r.zip].every((v) => v !== 'NA' && !blank(v)),
  },
  {
    id: 'V623',
    message: 'State must be either a two letter state code or NA, and cannot be left blank',
    passes: (r) => r.state === 'NA' || isStateCode(r.state),
  },
  {
    id: 'V624',
    message: 'The required format for Zip Code is 12345-1010 or 12345 or NA, and it cannot be left blank',
    passes: (r) => r.zip === 'NA' || ZIP.test(r.zip),
  },
  {
    id: 'V625-1',
    message:
      'The required format for Census Tract is an eleven digit number or NA, and it cannot be left blank',
    passes: (r) => r.censusTract === 'NA' || /^\d{11}$/.test(r.censusTract),
  },
  {
    id: 'V626',
    message: 'The required format for County is a five digit FIPS code or NA, and it cannot be left blank',
    passes: (r) => r.county === 'NA' || /^\d{5}$/.test(r.county),
  },
  {
    id: 'V628-1',
    message:
      'Ethnicity of Applicant or Borrower: 1 must equal 1, 11, 12, 13, 14, 2, 3, or 4, and cannot be left blank',
    passes: (r) =>
      isIn(...ETHNICITY, '3', '4')(r.ethnicity1) || (blank(r.ethnicity1) && !blank(r.ethnicityOther)),
  },
  {
    id: 'V628-2',
    message: 'Ethnicity of Applicant or Borrower: 2 to 5 must equal 1, 11, 12, 13, 14, 2, or be left blank',
    passes: (r) => later(r, 'ethnicity').every((v) => blank(v) || ETHNICITY.includes(v)),
  },
  {
    id: 'V628-3',
    message: 'Each Ethnicity of Applicant or Borrower code can only be reported once',
    passes: (r) => noRepeats(all(r, 'ethnicity')),
  },
  {
    id: 'V628-4',
    message:
      'If Ethnicity of Applicant or Borrower: 1 equals 3 or 4, then Ethnicity of Applicant or Borrower: 2 to 5 must be left blank',
    passes: (r) => !isIn('3', '4')(r.ethnicity1) || later(r, 'ethnicity').every(blank),
  },
  {
    id: 'V629-1',
    message:
      'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 1, 2, or 3',
    passes: (r) => isIn('1', '2', '3')(r.ethnicityObserved),
  },
  {
    id: 'V634',
    message:
      'If Ethnicity of Co-Applicant or Co-Borrower: 1 equals 5, then its Collected on the Basis of Visual Observation or Surname must equal 4, and the reverse must be true',
    passes: (r) => (r.coEthnicity1 === '5') === (r.coEthnicityObserved === '4'),
  },
  {
    id: 'V635-1',
    message:
      'Race of Applicant or Borrower: 1 must equal 1, 2, 21, 22, 23, 24, 25, 26, 27, 3, 4, 41, 42, 43, 44, 5, 6, or 7',
    passes: (r) =>
      isIn(...RACE, '6', '7')(r.race1) ||
      (blank(r.race1) && [r.raceTribe, r.raceOtherAsian, r.raceOtherPacific].some((v) => !blank(v))),
  },
  {
    id: 'V635-2',
    message:
      'Race of Applicant or Borrower: 2 to 5 must equal 1, 2, 21, 22, 23, 24, 25, 26, 27, 3, 4, 41, 42, 43, 44, 5, or be left blank',
    passes: (r) => later(r, 'race').every((v) => blank(v) || RACE.includes(v)),
  },
  {
    id: 'V635-3',
    message: 'Each Race of Applicant or Borrower code can only be reported once',
    passes: (r) => noRepeats(all(r, 'race')),
  },
  {
    id: 'V635-4',
    message:
      'If Race of Applicant or Borrower: 1 equals 6 or 7, then Race of Applicant or Borrower: 2 to 5 must all be left blank',
    passes: (r) => !isIn('6', '7')(r.race1) || later(r, 'race').every(blank),
  },
  {
    id: 'V636-1',
    message:
      'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 1, 2, or 3',
    passes: (r) => isIn('1', '2', '3')(r.raceObserved),
  },
  {
    id: 'V641',
    message:
      'If Race of Co-Applicant or Co-Borrower: 1 equals 8, then its Collected on the Basis of Visual Observation or Surname must equal 4, and the reverse must be true',
    passes: (r) => (r.coRace1 === '8') === (r.coRaceObserved === '4'),
  },
  {
    id: 'V642-1',
    message: 'Sex of Applicant or Borrower must equal 1, 2, 3, 4, or 6, and cannot be left blank',
    passes: (r) => isIn('1', '2', '3', '4', '6')(r.sex),
  },
  {
    id: 'V642-2',
    message:
      'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname must equal 1, 2, or 3',
    passes: (r) => isIn('1', '2', '3')(r.sexObserved),
  },
];

/** Every failing edit of the file, the transmittal sheet's first, then each record's in order. */
export function runHmdaEdits(
  ts: TransmittalSheet,
  records: readonly LarRecord[],
  context: FilingContext,
): EditFailure[] {
  const failures: EditFailure[] = TS_EDITS.filter((edit) => !edit.passes(ts, records, context)).map(
    (edit) => ({
      edit: edit.id,
      row: 'transmittal sheet',
      message: edit.message,
    }),
  );
  for (const record of records) {
    for (const edit of LAR_EDITS) {
      if (!edit.passes(record, context, ts)) {
        failures.push({ edit: edit.id, row: record.uli || '(no ULI)', message: edit.message });
      }
    }
  }
  return failures;
}

/** A failure as the 422 answer lists it. */
export function describeEditFailure(failure: EditFailure): string {
  return `${failure.edit} (${failure.row}): ${failure.message}`;
}
