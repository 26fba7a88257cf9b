import { describe, expect, it } from 'vitest';
import { applyHmdaChange, findClosedTextFields } from './hmda-answers.ts';

describe('HMDA boxes: what one click leaves (Reg C exclusive decline, sub-groups)', () => {
  it.each<[string, 'ethnicity' | 'race' | 'sex', string[], string[], string[]]>([
    ['a first answer', 'sex', [], ['FEMALE'], ['FEMALE']],
    [
      'the decline clears the rest',
      'race',
      ['WHITE', 'ASIAN'],
      ['WHITE', 'ASIAN', 'NOT_PROVIDED'],
      ['NOT_PROVIDED'],
    ],
    ['an answer clears the decline', 'sex', ['NOT_PROVIDED'], ['NOT_PROVIDED', 'MALE'], ['MALE']],
    ['a sub-group brings its group', 'ethnicity', [], ['CUBAN'], ['CUBAN', 'HISPANIC_OR_LATINO']],
    ['a sub-group keeps an existing group', 'race', ['ASIAN'], ['ASIAN', 'KOREAN'], ['ASIAN', 'KOREAN']],
    ['the group takes its sub-groups', 'race', ['ASIAN', 'KOREAN', 'WHITE'], ['KOREAN', 'WHITE'], ['WHITE']],
    ['a sub-group alone can go', 'race', ['ASIAN', 'KOREAN'], ['ASIAN'], ['ASIAN']],
  ])('%s', (_case, question, previous, next, expected) => {
    expect(applyHmdaChange(question, previous, next).sort()).toEqual([...expected].sort());
  });

  it('names the descriptions whose box is no longer checked', () => {
    expect(findClosedTextFields('race', ['ASIAN', 'OTHER_ASIAN'])).toEqual([
      'raceTribe',
      'raceOtherPacificIslander',
    ]);
    expect(findClosedTextFields('ethnicity', ['NOT_PROVIDED'])).toEqual(['ethnicityOther']);
    expect(findClosedTextFields('sex', [])).toEqual([]);
  });
});
