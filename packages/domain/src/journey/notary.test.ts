import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  isCompleteAnswerSet,
  NOTARY_MESSAGES,
  toAnswerList,
  zENotaryBody,
  zManualNotaryBody,
  zNotarySlotsQuery,
} from './notary.ts';

const complete = ['street:oak', 'vehicle:none', 'lender:riverfin'];

describe('APP-013 the e-notary identity answers', () => {
  it.each<[string, string[], boolean]>([
    ['one valid answer per question', complete, true],
    ['in any order', [...complete].reverse(), true],
    ['a question left out', complete.slice(0, 2), false],
    ['a question answered twice', ['street:oak', 'street:maple', 'lender:riverfin'], false],
    ['an option the question does not have', ['street:elm', 'vehicle:none', 'lender:riverfin'], false],
    ['an unknown question', ['street:oak', 'vehicle:none', 'pet:dog'], false],
  ])('%s → %s', (_case, answers, expected) => {
    expect(isCompleteAnswerSet(answers)).toBe(expected);
  });

  it('the form answers become the list the server checks', () => {
    expect(toAnswerList({ street: 'oak', vehicle: 'none', lender: 'riverfin' })).toEqual(complete);
  });

  it.each<[string, unknown, string[]]>([
    ['a passed check and complete answers', { deviceCheck: true, answers: complete }, []],
    ['a failed device check', { deviceCheck: false, answers: complete }, [NOTARY_MESSAGES.deviceCheck]],
    ['incomplete answers', { deviceCheck: true, answers: [] }, [NOTARY_MESSAGES.answers]],
  ])('zENotaryBody: %s', (_case, body, messages) => {
    expect(collectMessages(zENotaryBody, body)).toEqual(messages);
  });
});

describe('APP-013 the manual notary bodies', () => {
  it.each<[unknown, string[]]>([
    [{ slotStart: '2026-07-06T16:00:00.000Z' }, []],
    [{ slotStart: '2026-07-06T09:00:00-07:00' }, []],
    [{ slotStart: '' }, [NOTARY_MESSAGES.slotRequired]],
    [{}, [NOTARY_MESSAGES.slotRequired]],
    [{ slotStart: 'next tuesday' }, [NOTARY_MESSAGES.slotNotOffered]],
  ])('zManualNotaryBody %o', (body, messages) => {
    expect(collectMessages(zManualNotaryBody, body)).toEqual(messages);
  });

  it.each<[unknown, string[]]>([
    [{ from: '2026-07-06' }, []],
    [{ from: '2026-07-06', org: 'hearth' }, []],
    [{ from: '2026-02-30' }, [NOTARY_MESSAGES.from]],
    [{}, [NOTARY_MESSAGES.from]],
  ])('zNotarySlotsQuery %o', (query, messages) => {
    expect(collectMessages(zNotarySlotsQuery, query)).toEqual(messages);
  });
});
