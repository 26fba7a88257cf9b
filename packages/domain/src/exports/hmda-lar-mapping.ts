import type { StoredHmdaAnswers } from '../journey/hmda.ts';
import { buildUli } from './hmda-check-digit.ts';
import { applicantDemographics, fiveCells } from './hmda-demographics.ts';
import type { LarRecord } from './hmda-lar-fields.ts';

/**
 * One application as the register needs it: read by the server from the application, its
 * timeline (the final move and whether the lender's approval was reached) and its HMDA answers.
 * Dates are `YYYY-MM-DD`, money and rates decimal strings as stored.
 */
export interface HmdaLarSource {
  loanNumber: string;
  applicationDate: string;
  finalStep: 'COMPLETE' | 'DECLINED' | 'CANCELLED';
  /** The step-graph event that reached the final step, and what it carried. */
  finalEvent: string;
  finalDetail: Readonly<Record<string, unknown>> | null;
  actionTakenDate: string;
  /** The lender approved the line: the final offer (clear to close) was made. */
  reachedApproval: boolean;
  amount: string | null;
  occupancyType: string | null;
  propertyAddress: {
    street1: string;
    street2?: string | null;
    city: string;
    state: string;
    zip: string;
  } | null;
  annualIncome: string | null;
  applicantDob: string | null;
  hmdaAnswers: StoredHmdaAnswers | null;
  rate: string | null;
  termYears: string | null;
  propertyValue: string | null;
}

/** Action Taken codes Hearth can reach (a HELOC is never purchased nor a preapproval). */
export const ACTION_TAKEN = {
  ORIGINATED: '1',
  APPROVED_NOT_ACCEPTED: '2',
  DENIED: '3',
  WITHDRAWN: '4',
  INCOMPLETE: '5',
} as const;

/** What staff may say when they cancel a file, so the register tells withdrawal from incompleteness. */
export const HMDA_CANCEL_OUTCOMES = { WITHDRAWN: '4', INCOMPLETE: '5' } as const;

/**
 * The application's outcome as an Action Taken code. Funded → originated; declined → denied; a
 * rescinded line (Reg C comment 4(a)(8)(i)-13) → approved but not accepted; a staff cancel says
 * withdrawn or incomplete in its detail (`hmdaOutcome`), and otherwise counts as approved but not
 * accepted once the lender had approved the line, withdrawn before.
 */
export function actionTakenOf(
  source: Pick<HmdaLarSource, 'finalStep' | 'finalEvent' | 'finalDetail' | 'reachedApproval'>,
): string {
  if (source.finalStep === 'COMPLETE') {
    return ACTION_TAKEN.ORIGINATED;
  }
  if (source.finalStep === 'DECLINED') {
    return ACTION_TAKEN.DENIED;
  }
  if (source.finalEvent === 'RESCINDED') {
    return ACTION_TAKEN.APPROVED_NOT_ACCEPTED;
  }
  const said = source.finalDetail?.hmdaOutcome;
  if (said === 'WITHDRAWN' || said === 'INCOMPLETE') {
    return HMDA_CANCEL_OUTCOMES[said];
  }
  return source.reachedApproval ? ACTION_TAKEN.APPROVED_NOT_ACCEPTED : ACTION_TAKEN.WITHDRAWN;
}

/** Reasons for denial by the decline's event: debt-to-income (1), credit history (3), other (9). */
const DENIAL_REASONS: Readonly<Record<string, readonly [string, string]>> = {
  DTI_DECLINED: ['1', ''],
  CREDIT_SCORE_DECLINED: ['3', ''],
  UNDERWRITING_DECLINED: ['9', 'Underwriting criteria not met'],
  DECLINED_BY_OPS: ['9', 'Declined on staff review'],
};
const DENIAL_NOT_APPLICABLE = '10';

const OCCUPANCY_CODES: Readonly<Record<string, string>> = { HOME: '1', SECONDARY: '2', INVESTMENT: '3' };

const NA = 'NA';
const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

/**
 * The loan amount: the line's amount once an offer was chosen; before that, the largest line the
 * lender offered (what it was prepared to extend); null when no offer was ever made, which fails
 * V617 and tells the filer which record needs the amount applied for.
 */
export function amountAppliedFor(amount: string | null, offeredLines: readonly number[]): string | null {
  if (amount !== null) {
    return amount;
  }
  return offeredLines.length === 0 ? null : String(Math.max(...offeredLines));
}

/** Whole dollars, half up: the amounts are reported in dollars. */
export function wholeDollars(amount: string | null): string {
  if (amount === null || amount.trim() === '' || Number.isNaN(Number(amount))) {
    return '';
  }
  return String(Math.round(Number(amount)));
}

/** Income in thousands of dollars, rounded to the nearest thousand. */
export function incomeInThousands(annual: string | null): string {
  return annual === null || Number.isNaN(Number(annual)) ? NA : String(Math.round(Number(annual) / 1000));
}

/** Age in whole years on the application date; 8888 when the date of birth is not held. */
export function ageOn(dob: string | null, applicationDate: string): string {
  if (dob === null || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) {
    return '8888';
  }
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ay, am, ad] = applicationDate.split('-').map(Number) as [number, number, number];
  const birthdayPassed = am > bm || (am === bm && ad >= bd);
  return String(ay - by - (birthdayPassed ? 0 : 1));
}

/** A rate as the FIG writes it: the percentage without trailing zeros (7.2500 → 7.25). */
function percent(rate: string | null): string {
  return rate === null || Number.isNaN(Number(rate)) ? NA : String(Number(rate));
}

/** The register's record for one application (HELOC: open-end, subordinate lien, no AUS). */
export function buildLarRecord(lei: string, source: HmdaLarSource): LarRecord {
  const actionTaken = actionTakenOf(source);
  const approved =
    actionTaken === ACTION_TAKEN.ORIGINATED || actionTaken === ACTION_TAKEN.APPROVED_NOT_ACCEPTED;
  const withdrawnOrIncomplete =
    actionTaken === ACTION_TAKEN.WITHDRAWN || actionTaken === ACTION_TAKEN.INCOMPLETE;
  const demographics = applicantDemographics(source.hmdaAnswers);
  const [ethnicity1, ethnicity2, ethnicity3, ethnicity4, ethnicity5] = fiveCells(demographics.ethnicity);
  const [race1, race2, race3, race4, race5] = fiveCells(demographics.race);
  const denial =
    actionTaken === ACTION_TAKEN.DENIED ? (DENIAL_REASONS[source.finalEvent] ?? ['9', 'Other']) : null;
  const address = source.propertyAddress;
  const street = address ? [address.street1, address.street2].filter(Boolean).join(' ') : NA;
  const loanId = source.loanNumber.replace(/[^A-Za-z0-9]/g, '');
  return {
    recordId: '2',
    lei,
    uli: /^[A-Za-z0-9]{20}$/.test(lei) && loanId !== '' ? buildUli(lei, loanId) : `${lei}${loanId}`,
    applicationDate: compactDate(source.applicationDate),
    loanType: '1',
    loanPurpose: '4',
    preapproval: '2',
    constructionMethod: '1',
    occupancyType: OCCUPANCY_CODES[source.occupancyType ?? ''] ?? '1',
    loanAmount: wholeDollars(source.amount),
    actionTaken,
    actionTakenDate: compactDate(source.actionTakenDate),
    street,
    city: address?.city ?? NA,
    state: address?.state ?? NA,
    zip: address?.zip ?? NA,
    county: NA,
    censusTract: NA,
    ethnicity1,
    ethnicity2,
    ethnicity3,
    ethnicity4,
    ethnicity5,
    ethnicityOther: demographics.ethnicityOther,
    // No co-applicant: a co-deeder signs the deed but does not apply for the line.
    coEthnicity1: '5',
    coEthnicity2: '',
    coEthnicity3: '',
    coEthnicity4: '',
    coEthnicity5: '',
    coEthnicityOther: '',
    ethnicityObserved: demographics.ethnicityObserved,
    coEthnicityObserved: '4',
    race1,
    race2,
    race3,
    race4,
    race5,
    raceTribe: demographics.raceTribe,
    raceOtherAsian: demographics.raceOtherAsian,
    raceOtherPacific: demographics.raceOtherPacific,
    coRace1: '8',
    coRace2: '',
    coRace3: '',
    coRace4: '',
    coRace5: '',
    coRaceTribe: '',
    coRaceOtherAsian: '',
    coRaceOtherPacific: '',
    raceObserved: demographics.raceObserved,
    coRaceObserved: '4',
    sex: demographics.sex,
    coSex: '5',
    sexObserved: demographics.sexObserved,
    coSexObserved: '4',
    age: ageOn(source.applicantDob, source.applicationDate),
    coAge: '9999',
    income: incomeInThousands(source.annualIncome),
    purchaserType: '0',
    rateSpread: NA,
    hoepaStatus: actionTaken === ACTION_TAKEN.ORIGINATED ? '2' : '3',
    lienStatus: '2',
    creditScore: '8888',
    coCreditScore: '9999',
    scoreModel: '9',
    scoreModelOther: '',
    coScoreModel: '10',
    coScoreModelOther: '',
    denial1: denial ? denial[0] : DENIAL_NOT_APPLICABLE,
    denial2: '',
    denial3: '',
    denial4: '',
    denialOther: denial ? denial[1] : '',
    // Closed-end disclosure figures: not applicable to an open-end line.
    totalLoanCosts: NA,
    totalPointsAndFees: NA,
    originationCharges: NA,
    discountPoints: NA,
    lenderCredits: NA,
    interestRate: approved ? percent(source.rate) : NA,
    prepaymentPenaltyTerm: NA,
    debtToIncome: NA,
    cltv: NA,
    loanTerm:
      source.termYears !== null && !withdrawnOrIncomplete ? String(Number(source.termYears) * 12) : NA,
    introRatePeriod: NA,
    balloonPayment: '2',
    interestOnly: '2',
    negativeAmortization: '2',
    otherNonAmortizing: '2',
    propertyValue: source.propertyValue === null ? NA : wholeDollars(source.propertyValue) || NA,
    manufacturedType: '3',
    manufacturedInterest: '5',
    totalUnits: '1',
    affordableUnits: NA,
    submission: '1',
    initiallyPayable: actionTaken === ACTION_TAKEN.ORIGINATED ? '1' : '3',
    nmlsId: NA,
    aus1: '6',
    aus2: '',
    aus3: '',
    aus4: '',
    aus5: '',
    ausOther: '',
    ausResult1: '17',
    ausResult2: '',
    ausResult3: '',
    ausResult4: '',
    ausResult5: '',
    ausResultOther: '',
    reverseMortgage: '2',
    openEnd: '1',
    businessPurpose: '2',
  };
}
