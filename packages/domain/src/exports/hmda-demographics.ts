import type { StoredHmdaAnswers } from '../journey/hmda.ts';

/** The FIG's codes for the demographic answers Hearth's HMDA step collects. */
const ETHNICITY_CODES: Readonly<Record<string, string>> = {
  HISPANIC_OR_LATINO: '1',
  MEXICAN: '11',
  PUERTO_RICAN: '12',
  CUBAN: '13',
  OTHER_HISPANIC_OR_LATINO: '14',
  NOT_HISPANIC_OR_LATINO: '2',
};
const RACE_CODES: Readonly<Record<string, string>> = {
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: '1',
  ASIAN: '2',
  ASIAN_INDIAN: '21',
  CHINESE: '22',
  FILIPINO: '23',
  JAPANESE: '24',
  KOREAN: '25',
  VIETNAMESE: '26',
  OTHER_ASIAN: '27',
  BLACK_OR_AFRICAN_AMERICAN: '3',
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: '4',
  NATIVE_HAWAIIAN: '41',
  GUAMANIAN_OR_CHAMORRO: '42',
  SAMOAN: '43',
  OTHER_PACIFIC_ISLANDER: '44',
  WHITE: '5',
};

/** "Information not provided by applicant in mail, internet, or telephone application". */
const ETHNICITY_NOT_PROVIDED = '3';
const RACE_NOT_PROVIDED = '6';
const SEX_NOT_PROVIDED = '3';
/** Hearth takes applications online only: nothing is collected by visual observation or surname. */
const NOT_OBSERVED = '2';

export interface ApplicantDemographics {
  ethnicity: string[];
  ethnicityOther: string;
  ethnicityObserved: string;
  race: string[];
  raceTribe: string;
  raceOtherAsian: string;
  raceOtherPacific: string;
  raceObserved: string;
  sex: string;
  sexObserved: string;
}

/** Up to five codes, in the order the applicant chose; none chosen (or declined) → not provided. */
function codes(answers: readonly string[] | undefined, table: Record<string, string>, notProvided: string) {
  const chosen = (answers ?? []).flatMap((answer) => (table[answer] ? [table[answer]] : []));
  return chosen.length === 0 ? [notProvided] : chosen.slice(0, 5);
}

function sexCode(answers: readonly string[] | undefined): string {
  const male = answers?.includes('MALE') ?? false;
  const female = answers?.includes('FEMALE') ?? false;
  if (male && female) {
    return '6';
  }
  return male ? '1' : female ? '2' : SEX_NOT_PROVIDED;
}

/** The applicant's ethnicity, race and sex codes from the HMDA step's answers (null: never answered). */
export function applicantDemographics(answers: StoredHmdaAnswers | null): ApplicantDemographics {
  const ethnicity = codes(answers?.ethnicity, ETHNICITY_CODES, ETHNICITY_NOT_PROVIDED);
  const race = codes(answers?.race, RACE_CODES, RACE_NOT_PROVIDED);
  return {
    ethnicity,
    ethnicityOther: ethnicity.includes('14') ? (answers?.ethnicityOther ?? '') : '',
    ethnicityObserved: NOT_OBSERVED,
    race,
    raceTribe: race.includes('1') ? (answers?.raceTribe ?? '') : '',
    raceOtherAsian: race.includes('27') ? (answers?.raceOtherAsian ?? '') : '',
    raceOtherPacific: race.includes('44') ? (answers?.raceOtherPacificIslander ?? '') : '',
    raceObserved: NOT_OBSERVED,
    sex: sexCode(answers?.sex),
    sexObserved: NOT_OBSERVED,
  };
}

/** The five cells of a multi-code field: the codes, then blanks. */
export function fiveCells(values: readonly string[]): [string, string, string, string, string] {
  const cells = [...values.slice(0, 5)];
  while (cells.length < 5) {
    cells.push('');
  }
  return cells as [string, string, string, string, string];
}
