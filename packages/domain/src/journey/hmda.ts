import { z } from 'zod';

/** The answer every HMDA question offers, exclusive of the others (Reg C, appendix B). */
export const HMDA_NOT_PROVIDED = 'NOT_PROVIDED';

/** A question's answers: groups, each with its sub-groups (the URLA demographic addendum). */
export interface HmdaGroup {
  value: string;
  subgroups: readonly string[];
}

export const HMDA_ETHNICITY_GROUPS = [
  {
    value: 'HISPANIC_OR_LATINO',
    subgroups: ['MEXICAN', 'PUERTO_RICAN', 'CUBAN', 'OTHER_HISPANIC_OR_LATINO'],
  },
  { value: 'NOT_HISPANIC_OR_LATINO', subgroups: [] },
] as const satisfies readonly HmdaGroup[];

export const HMDA_RACE_GROUPS = [
  { value: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE', subgroups: [] },
  {
    value: 'ASIAN',
    subgroups: ['ASIAN_INDIAN', 'CHINESE', 'FILIPINO', 'JAPANESE', 'KOREAN', 'VIETNAMESE', 'OTHER_ASIAN'],
  },
  { value: 'BLACK_OR_AFRICAN_AMERICAN', subgroups: [] },
  {
    value: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
    subgroups: ['NATIVE_HAWAIIAN', 'GUAMANIAN_OR_CHAMORRO', 'SAMOAN', 'OTHER_PACIFIC_ISLANDER'],
  },
  { value: 'WHITE', subgroups: [] },
] as const satisfies readonly HmdaGroup[];

export const HMDA_SEX_GROUPS = [
  { value: 'FEMALE', subgroups: [] },
  { value: 'MALE', subgroups: [] },
] as const satisfies readonly HmdaGroup[];

function listAnswers(groups: readonly HmdaGroup[]): string[] {
  return [...groups.flatMap((group) => [group.value, ...group.subgroups]), HMDA_NOT_PROVIDED];
}

export const HMDA_ETHNICITY_ANSWERS = listAnswers(HMDA_ETHNICITY_GROUPS);
export const HMDA_RACE_ANSWERS = listAnswers(HMDA_RACE_GROUPS);
export const HMDA_SEX_ANSWERS = listAnswers(HMDA_SEX_GROUPS);

/** The free-text boxes, each tied to the answer that opens it. */
export const HMDA_TEXT_FIELDS = {
  ethnicityOther: { question: 'ethnicity', answer: 'OTHER_HISPANIC_OR_LATINO' },
  raceTribe: { question: 'race', answer: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE' },
  raceOtherAsian: { question: 'race', answer: 'OTHER_ASIAN' },
  raceOtherPacificIslander: { question: 'race', answer: 'OTHER_PACIFIC_ISLANDER' },
} as const;
export type HmdaTextField = keyof typeof HMDA_TEXT_FIELDS;
export type HmdaQuestion = 'ethnicity' | 'race' | 'sex';

export const HMDA_MESSAGES = {
  notProvidedAlone: "'I do not wish to provide this information' cannot be combined with other answers",
  unknownAnswer: 'Please choose from the listed answers',
  duplicateAnswer: 'Each answer can be chosen only once',
  subgroupWithoutGroup: 'Please also choose the group this answer belongs to',
  textWithoutAnswer: 'Please choose the answer this description belongs to',
  textTooLong: 'Please use 100 characters or fewer',
  textCharacters: 'Some of the characters entered are not supported.',
} as const;

export const HMDA_QUESTIONS = ['ethnicity', 'race', 'sex'] as const satisfies readonly HmdaQuestion[];

const GROUPS: Record<HmdaQuestion, readonly HmdaGroup[]> = {
  ethnicity: HMDA_ETHNICITY_GROUPS,
  race: HMDA_RACE_GROUPS,
  sex: HMDA_SEX_GROUPS,
};

/** The group a sub-group belongs to (MEXICAN → HISPANIC_OR_LATINO); undefined for a group. */
export function findHmdaParent(question: HmdaQuestion, answer: string): string | undefined {
  return GROUPS[question].find((group) => group.subgroups.includes(answer))?.value;
}

/**
 * The first rule a question's answers break, or undefined. No answer is allowed: the questions are
 * voluntary (Reg C), and a question left blank is kept as not answered. The decline answer stands alone.
 */
export function findHmdaAnswerProblem(
  question: HmdaQuestion,
  answers: readonly string[],
): string | undefined {
  const allowed = listAnswers(GROUPS[question]);
  if (answers.some((answer) => !allowed.includes(answer))) {
    return HMDA_MESSAGES.unknownAnswer;
  }
  if (new Set(answers).size !== answers.length) {
    return HMDA_MESSAGES.duplicateAnswer;
  }
  if (answers.includes(HMDA_NOT_PROVIDED) && answers.length > 1) {
    return HMDA_MESSAGES.notProvidedAlone;
  }
  const orphan = answers.find((answer) => {
    const parent = findHmdaParent(question, answer);
    return parent !== undefined && !answers.includes(parent);
  });
  return orphan === undefined ? undefined : HMDA_MESSAGES.subgroupWithoutGroup;
}

function zAnswers(question: HmdaQuestion) {
  return z
    .array(z.string(), { error: HMDA_MESSAGES.unknownAnswer })
    .default([])
    .superRefine((answers, context) => {
      const problem = findHmdaAnswerProblem(question, answers);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
      }
    });
}

const TEXT = /^[A-Za-z][A-Za-z .,'-]*$/;

const zDescription = z
  .string()
  .trim()
  .max(100, HMDA_MESSAGES.textTooLong)
  .refine((value) => value === '' || TEXT.test(value), { message: HMDA_MESSAGES.textCharacters })
  .optional();

function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

/** A description sent without the answer that opens its box. */
function hasOrphanText(body: Record<string, unknown>, field: HmdaTextField): boolean {
  const { question, answer } = HMDA_TEXT_FIELDS[field];
  const text = body[field];
  const answers = body[question];
  return (
    typeof text === 'string' && text.trim() !== '' && !(Array.isArray(answers) && answers.includes(answer))
  );
}

function textBelongsToAnswer(
  field: HmdaTextField,
): [
  (body: Record<string, unknown>) => boolean,
  { path: string[]; message: string; when: typeof isObjectPayload },
] {
  return [
    (body) => !hasOrphanText(body, field),
    { path: [field], message: HMDA_MESSAGES.textWithoutAnswer, when: isObjectPayload },
  ];
}

/**
 * 007 `POST P/hmda` (HMDA → HMDA_SUBMITTED): the HMDA demographic questions — ethnicity and race
 * with their sub-groups and free-text boxes, sex — each multi-select, each with the exclusive
 * 'I do not wish to provide this information'. The form sends exactly this.
 */
export const zHmdaBody = z
  .strictObject({
    ethnicity: zAnswers('ethnicity'),
    ethnicityOther: zDescription,
    race: zAnswers('race'),
    raceTribe: zDescription,
    raceOtherAsian: zDescription,
    raceOtherPacificIslander: zDescription,
    sex: zAnswers('sex'),
    /** Reg C: taken online, so nothing was noted on the basis of visual observation or surname. */
    collectedBy: z.literal('ONLINE'),
  })
  // Each runs even when another field failed (`when`), so every message shows at once.
  .refine(...textBelongsToAnswer('ethnicityOther'))
  .refine(...textBelongsToAnswer('raceTribe'))
  .refine(...textBelongsToAnswer('raceOtherAsian'))
  .refine(...textBelongsToAnswer('raceOtherPacificIslander'));
export type HmdaBody = z.output<typeof zHmdaBody>;
export type HmdaBodyInput = z.input<typeof zHmdaBody>;

/**
 * How the borrower answered one question: with at least one designation, by choosing 'I do not
 * wish to provide this information', or not at all (the question left blank, which is allowed).
 */
export type HmdaDisclosure = 'PROVIDED' | 'DECLINED' | 'NOT_ANSWERED';

export function getHmdaDisclosure(answers: unknown): HmdaDisclosure {
  if (!Array.isArray(answers) || answers.length === 0) {
    return 'NOT_ANSWERED';
  }
  return answers.includes(HMDA_NOT_PROVIDED) ? 'DECLINED' : 'PROVIDED';
}

/** Each question's disclosure, read from the answers as stored (null: the step was never answered). */
export function getHmdaDisclosures(
  stored: Record<string, unknown> | null | undefined,
): Record<HmdaQuestion, HmdaDisclosure> {
  return {
    ethnicity: getHmdaDisclosure(stored?.ethnicity),
    race: getHmdaDisclosure(stored?.race),
    sex: getHmdaDisclosure(stored?.sex),
  };
}

/** What `POST P/hmda` answers. */
export const zHmdaResult = z.object({ hasHmda: z.literal(true), serverStep: z.string() });
export type HmdaResult = z.infer<typeof zHmdaResult>;

/**
 * The answers as the application keeps them (`hmda_answers`): the lists (empty for a question left
 * blank), the descriptions actually written, how they were taken and when. Read back through this
 * schema, never as loose JSON.
 */
const zStoredAnswers = (answers: readonly string[]) =>
  z
    .array(z.string())
    .refine((given) => given.every((answer) => answers.includes(answer)), { error: 'Unknown HMDA answer' });

export const zStoredHmdaAnswers = z.strictObject({
  ethnicity: zStoredAnswers(HMDA_ETHNICITY_ANSWERS),
  race: zStoredAnswers(HMDA_RACE_ANSWERS),
  sex: zStoredAnswers(HMDA_SEX_ANSWERS),
  ethnicityOther: z.string().min(1).optional(),
  raceTribe: z.string().min(1).optional(),
  raceOtherAsian: z.string().min(1).optional(),
  raceOtherPacificIslander: z.string().min(1).optional(),
  collectedBy: z.literal('ONLINE'),
  submittedAt: z.iso.datetime(),
});
export type StoredHmdaAnswers = z.infer<typeof zStoredHmdaAnswers>;
