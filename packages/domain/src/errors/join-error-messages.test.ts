import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getErrorMessage, joinErrorMessages } from './join-error-messages.ts';

describe('ERR-006/007 joinErrorMessages', () => {
  it.each<[string, unknown[], string]>([
    ['one message gets a period', ['identity exists'], 'identity exists.'],
    ['an existing period is not doubled', ['Request failed.'], 'Request failed.'],
    ['several trailing periods collapse', ['Wait...'], 'Wait.'],
    [
      'messages are joined as sentences',
      ['Email is taken', 'Phone is invalid'],
      'Email is taken. Phone is invalid.',
    ],
    ['duplicates are dropped, first order kept', ['B', 'A', 'B'], 'B. A.'],
    ['a message with and without a period is one', ['Bad input.', 'Bad input'], 'Bad input.'],
    ['surrounding spaces are trimmed', ['  Too short  ', ' Too short. '], 'Too short.'],
    ['empty and blank entries are ignored', ['', '   ', '.', 'Real problem'], 'Real problem.'],
    ['non-strings are ignored', [42, null, { message: 'x' }, 'Kept'], 'Kept.'],
    ['a question or exclamation is not given a period', ['Are you sure?', 'Stop!'], 'Are you sure? Stop!'],
    ['nothing usable gives the fallback', [], 'Something unexpected happened'],
    ['only blanks give the fallback', ['  ', ''], 'Something unexpected happened'],
  ])('%s', (_rule, messages, expected) => {
    expect(joinErrorMessages(messages)).toBe(expected);
  });

  it('never adds a double period and always ends a sentence', () => {
    const messageWithTrailingPeriods = fc.stringMatching(/^[a-z ]{0,8}\.{0,3}$/);
    fc.assert(
      fc.property(fc.array(messageWithTrailingPeriods), (messages) => {
        const joined = joinErrorMessages(messages);
        expect(joined).not.toMatch(/\.\./);
        expect(joined === 'Something unexpected happened' || /[.!?]$/.test(joined)).toBe(true);
      }),
    );
  });

  it('is unchanged by repeating its input', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (messages) => {
        expect(joinErrorMessages([...messages, ...messages])).toBe(joinErrorMessages(messages));
      }),
    );
  });
});

describe('ERR-006 getErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['reads the errors list', { errors: ['Unknown organization'] }, 'Unknown organization.'],
    ['joins several errors', { errors: ['A', 'B.'] }, 'A. B.'],
    ['empty list', { errors: [] }, 'Something unexpected happened'],
    ['errors not a list', { errors: 'boom' }, 'Something unexpected happened'],
    ['no errors key', { message: 'boom' }, 'Something unexpected happened'],
    ['null body', null, 'Something unexpected happened'],
    ['text body', 'Bad Gateway', 'Something unexpected happened'],
    ['undefined body', undefined, 'Something unexpected happened'],
  ])('%s', (_case, body, expected) => {
    expect(getErrorMessage(body)).toBe(expected);
  });
});
