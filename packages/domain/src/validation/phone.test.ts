import { describe, expect, it } from 'vitest';
import { formatUsPhone, normalizeUsPhone, zUsPhone } from './phone.ts';
import { collectMessages } from './test-helpers.ts';

const REQUIRED = 'Please enter your mobile phone';
const INVALID = 'Please enter a valid phone number';
const COUNTRY_CODE = 'Country code 1 is not needed';

describe('VAL-024…026 zUsPhone', () => {
  it.each<[string, unknown, string[]]>([
    ['empty', '', [REQUIRED]],
    ['only punctuation', '( ) -', [REQUIRED]],
    ['missing', undefined, [REQUIRED]],
    ['leading 1', '12125550123', [COUNTRY_CODE]],
    ['leading 1, formatted', '1 (212) 555-0123', [COUNTRY_CODE]],
    ['too short', '(212) 555-012', [INVALID]],
    ['too long', '(212) 555-01234', [INVALID]],
    ['letters', '(212) 555-01ab', [INVALID]],
    ['with +1', '+1 212 555 0123', [INVALID]],
    ['dots are not stripped', '212.555.0123', [INVALID]],
    ['not a US number', '(555) 123-4567', [INVALID]],
    ['area code starting 0', '(012) 555-0123', [INVALID]],
    ['formatted', '(212) 555-0123', []],
    ['bare digits', '2125550123', []],
    ['support line', '888-819-6388', []],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zUsPhone, input)).toEqual(messages);
  });

  it('outputs the 10 digits', () => {
    expect(zUsPhone.parse('(212) 555-0123')).toBe('2125550123');
  });
});

describe('VAL-027 normalizeUsPhone', () => {
  it.each([
    ['(212) 555-0123', '2125550123'],
    [' 212 555 0123 ', '2125550123'],
    ['212-555-0123', '2125550123'],
    ['+1.212', '+1.212'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUsPhone(input)).toBe(expected);
  });
});

describe('VAL-025 formatUsPhone', () => {
  it.each([
    ['2125550123', '(212) 555-0123'],
    ['212-555-0123', '(212) 555-0123'],
    ['21255', '(212) 55'],
  ])('%s → %s', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it('has the formatted length 14 for a full number', () => {
    expect(formatUsPhone('8888196388')).toHaveLength(14);
  });
});
