import { describe, expect, it } from 'vitest';
import { rescissionEndedMessage } from '../journey/rescission.ts';
import { checkAmountInOffer } from '../offers/amount-bounds.ts';
import { formatMaxLengthMessage } from './max-length.ts';
import {
  fillMessageTemplate,
  type MatchedMessageTemplate,
  MESSAGE_TEMPLATES,
  matchMessageTemplate,
} from './message-templates.ts';
import { getMinimumAgeMessage } from './minimum-age.ts';

describe('fillMessageTemplate writes the spec English', () => {
  it.each([
    [fillMessageTemplate('minimumAge', { age: 21 }), 'Must be at least 21 years old'],
    [fillMessageTemplate('maxLength', { max: 50 }), 'Must be at most 50 characters long'],
    [
      fillMessageTemplate('amountOutsideOffer', { min: '$10,000', max: '$250,000' }),
      'The amount must be between $10,000 and $250,000',
    ],
    [
      fillMessageTemplate('rescissionEnded', { deadline: '2026-12-01' }),
      'The right to cancel ended at midnight after 2026-12-01',
    ],
    [
      fillMessageTemplate('registerDataIncomplete', { problems: 'email: Required; income: Required' }),
      'Register data is incomplete for create: email: Required; income: Required',
    ],
  ])('%s', (filled, english) => {
    expect(filled).toBe(english);
  });

  it('is what the rules answer', () => {
    expect(getMinimumAgeMessage({ minimumAge: 21 })).toBe('Must be at least 21 years old');
    expect(formatMaxLengthMessage(120)).toBe('Must be at most 120 characters long');
    expect(rescissionEndedMessage('2026-03-05')).toBe(
      'The right to cancel ended at midnight after 2026-03-05',
    );
    expect(checkAmountInOffer(5, { min: 10_000, max: 1_250_000 })).toEqual({
      ok: false,
      error: 'The amount must be between $10,000 and $1,250,000',
    });
  });
});

describe('matchMessageTemplate reads a message back into its template and values', () => {
  const cases: [string, MatchedMessageTemplate | undefined][] = [
    ['Must be at least 21 years old', { id: 'minimumAge', values: { age: { kind: 'number', value: 21 } } }],
    [
      'Must be at most 280 characters long',
      { id: 'maxLength', values: { max: { kind: 'number', value: 280 } } },
    ],
    [
      'The amount must be between $10,000 and $1,250,000',
      {
        id: 'amountOutsideOffer',
        values: { min: { kind: 'money', value: '10000' }, max: { kind: 'money', value: '1250000' } },
      },
    ],
    [
      'The amount must be between $500 and $999.50',
      {
        id: 'amountOutsideOffer',
        values: { min: { kind: 'money', value: '500' }, max: { kind: 'money', value: '999.50' } },
      },
    ],
    [
      'The right to cancel ended at midnight after 2026-12-01',
      { id: 'rescissionEnded', values: { deadline: { kind: 'date', value: '2026-12-01' } } },
    ],
    [
      'Register data is incomplete for create: email: Required',
      {
        id: 'registerDataIncomplete',
        values: { problems: { kind: 'fieldProblems', value: 'email: Required' } },
      },
    ],
    // Not filled from a template: left to the exact-text catalogue.
    ['Must be at least 12 characters long', undefined],
    ['Must be at least 19 years old in Alabama', undefined],
    ['Must be at least eighteen years old', undefined],
    ['The amount must be between 10 and 20', undefined],
    ['The right to cancel ended at midnight after Tuesday', undefined],
    ['The amount must be a number of dollars and cents', undefined],
    ['Required', undefined],
    ['', undefined],
  ];

  it.each(cases)('%j', (message, matched) => {
    expect(matchMessageTemplate(message)).toEqual(matched);
  });

  it.each(Object.keys(MESSAGE_TEMPLATES))('reads back what %s fills', (id) => {
    const samples = {
      minimumAge: { age: 62 },
      maxLength: { max: 4000 },
      amountOutsideOffer: { min: '$1', max: '$10,000,000' },
      rescissionEnded: { deadline: '2027-01-31' },
      registerDataIncomplete: { problems: 'a: b' },
    } as const;
    const key = id as keyof typeof samples;
    const matched = matchMessageTemplate(fillMessageTemplate(key, samples[key] as never));
    expect(matched?.id).toBe(id);
    expect(
      Object.fromEntries(Object.entries(matched?.values ?? {}).map(([name, v]) => [name, String(v.value)])),
    ).toEqual(
      // Money reads back as plain dollars.
      Object.fromEntries(
        Object.entries(samples[key]).map(([name, value]) => [name, String(value).replace(/[$,]/g, '')]),
      ),
    );
  });
});
