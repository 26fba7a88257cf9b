import { describe, expect, it } from 'vitest';
import {
  findHmdaAnswerProblem,
  findHmdaParent,
  getHmdaDisclosures,
  HMDA_ETHNICITY_ANSWERS,
  HMDA_RACE_ANSWERS,
  HMDA_SEX_ANSWERS,
  HMDA_MESSAGES as M,
  zHmdaBody,
} from './hmda.ts';

const VALID = {
  ethnicity: ['NOT_HISPANIC_OR_LATINO'],
  race: ['WHITE'],
  sex: ['FEMALE'],
  collectedBy: 'ONLINE',
};

function messagesByField(body: unknown): Record<string, string> {
  const result = zHmdaBody.safeParse(body);
  return Object.fromEntries(
    (result.success ? [] : result.error.issues).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('HMDA question set (DESIGN regulatory content: ethnicity and race with sub-groups, sex)', () => {
  it('lists every URLA answer, each question with the exclusive decline answer', () => {
    expect(HMDA_ETHNICITY_ANSWERS).toEqual([
      'HISPANIC_OR_LATINO',
      'MEXICAN',
      'PUERTO_RICAN',
      'CUBAN',
      'OTHER_HISPANIC_OR_LATINO',
      'NOT_HISPANIC_OR_LATINO',
      'NOT_PROVIDED',
    ]);
    expect(HMDA_RACE_ANSWERS).toHaveLength(17);
    expect(HMDA_RACE_ANSWERS).toContain('GUAMANIAN_OR_CHAMORRO');
    expect(HMDA_SEX_ANSWERS).toEqual(['FEMALE', 'MALE', 'NOT_PROVIDED']);
    expect(findHmdaParent('race', 'SAMOAN')).toBe('NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER');
    expect(findHmdaParent('race', 'WHITE')).toBeUndefined();
  });

  it.each<[string, 'ethnicity' | 'race' | 'sex', string[], string | undefined]>([
    // The questions are voluntary: a question left blank is recorded as not answered.
    ['nothing chosen', 'ethnicity', [], undefined],
    ['nothing chosen (race)', 'race', [], undefined],
    ['nothing chosen (sex)', 'sex', [], undefined],
    ['declined alone', 'race', ['NOT_PROVIDED'], undefined],
    ['declined with an answer', 'sex', ['FEMALE', 'NOT_PROVIDED'], M.notProvidedAlone],
    ['several races', 'race', ['ASIAN', 'KOREAN', 'WHITE'], undefined],
    ['both sexes', 'sex', ['FEMALE', 'MALE'], undefined],
    ['sub-group with its group', 'ethnicity', ['HISPANIC_OR_LATINO', 'CUBAN'], undefined],
    ['sub-group without its group', 'ethnicity', ['CUBAN'], M.subgroupWithoutGroup],
    ['another question’s answer', 'sex', ['WHITE'], M.unknownAnswer],
    ['twice the same', 'race', ['WHITE', 'WHITE'], M.duplicateAnswer],
  ])('%s', (_case, question, answers, problem) => {
    expect(findHmdaAnswerProblem(question, answers)).toBe(problem);
  });
});

describe('zHmdaBody', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['one answer each', VALID, {}],
    [
      'declined everywhere',
      { ...VALID, ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] },
      {},
    ],
    [
      'other Hispanic origin described',
      {
        ...VALID,
        ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
        ethnicityOther: 'Colombian',
      },
      {},
    ],
    ['tribe named', { ...VALID, race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'], raceTribe: 'Navajo Nation' }, {}],
    [
      'a description without its box',
      { ...VALID, raceOtherAsian: 'Hmong' },
      { raceOtherAsian: M.textWithoutAnswer },
    ],
    [
      'a description too long',
      { ...VALID, race: ['ASIAN', 'OTHER_ASIAN'], raceOtherAsian: 'a'.repeat(101) },
      { raceOtherAsian: M.textTooLong },
    ],
    [
      'markup in a description',
      {
        ...VALID,
        race: ['NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', 'OTHER_PACIFIC_ISLANDER'],
        raceOtherPacificIslander: '<i>',
      },
      { raceOtherPacificIslander: M.textCharacters },
    ],
    ['nothing answered at all', { ...VALID, ethnicity: [], race: [], sex: [] }, {}],
    ['sex left out', { ...VALID, sex: undefined }, {}],
    ['not a list', { ...VALID, sex: 'FEMALE' }, { sex: M.unknownAnswer }],
    [
      'decline combined',
      { ...VALID, ethnicity: ['NOT_PROVIDED', 'MEXICAN'] },
      { ethnicity: M.notProvidedAlone },
    ],
    [
      'collected any other way',
      { ...VALID, collectedBy: 'FACE_TO_FACE' },
      { collectedBy: expect.any(String) as unknown as string },
    ],
  ])('%s', (_case, body, expected) => {
    expect(messagesByField(body)).toEqual(expected);
  });

  it('keeps a question left out as not answered', () => {
    expect(zHmdaBody.parse({ collectedBy: 'ONLINE' })).toMatchObject({ ethnicity: [], race: [], sex: [] });
  });

  it('refuses fields it does not know', () => {
    expect(zHmdaBody.safeParse({ ...VALID, age: 40 }).success).toBe(false);
  });
});

describe('getHmdaDisclosures: how each question was answered, for the application summary', () => {
  it.each<[string, Record<string, unknown> | null, Record<string, string>]>([
    ['never answered', null, { ethnicity: 'NOT_ANSWERED', race: 'NOT_ANSWERED', sex: 'NOT_ANSWERED' }],
    [
      'Continue with nothing chosen',
      { ethnicity: [], race: [], sex: [] },
      { ethnicity: 'NOT_ANSWERED', race: 'NOT_ANSWERED', sex: 'NOT_ANSWERED' },
    ],
    [
      'declined all three',
      { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] },
      { ethnicity: 'DECLINED', race: 'DECLINED', sex: 'DECLINED' },
    ],
    [
      'some of each',
      { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['NOT_PROVIDED'], sex: [] },
      { ethnicity: 'PROVIDED', race: 'DECLINED', sex: 'NOT_ANSWERED' },
    ],
  ])('%s', (_case, stored, expected) => {
    expect(getHmdaDisclosures(stored)).toEqual(expected);
  });
});
