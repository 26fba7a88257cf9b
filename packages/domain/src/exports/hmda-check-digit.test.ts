import { describe, expect, it } from 'vitest';
import { buildUli, hasValidCheckDigits, mod97CheckDigits } from './hmda-check-digit.ts';

describe('ISO 7064 mod 97-10 check digits', () => {
  it.each([
    // The FIG's own example ULI and a published LEI (ISO 17442 uses the same scheme).
    ['10Bx939c5543TqA1144M999143X', '38'],
    ['5493001KJTIIGC8Y1R', '12'],
    ['0', '98'],
  ])('%s gets %s', (base, digits) => {
    expect(mod97CheckDigits(base)).toBe(digits);
    expect(hasValidCheckDigits(`${base}${digits}`)).toBe(true);
  });

  it('finds a transcription error: one changed character or two swapped ones', () => {
    expect(hasValidCheckDigits('10BX939C5543TQA1144M999143X38')).toBe(true);
    expect(hasValidCheckDigits('10BX939C5543TQA1144M999143X39')).toBe(false);
    expect(hasValidCheckDigits('10BX939C5543TQA1144M999134X38')).toBe(false);
    expect(hasValidCheckDigits('')).toBe(false);
    expect(hasValidCheckDigits('10BX-939C')).toBe(false);
  });

  it('builds a ULI from an LEI and a loan number, upper case', () => {
    const uli = buildUli('5493001kjtiigc8y1r12', '1234567897');
    expect(uli).toMatch(/^5493001KJTIIGC8Y1R121234567897\d{2}$/);
    expect(hasValidCheckDigits(uli)).toBe(true);
  });

  it('refuses a base that is not alphanumeric', () => {
    expect(() => mod97CheckDigits('AB-12')).toThrow('alphanumeric');
  });
});
