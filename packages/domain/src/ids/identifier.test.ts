import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeIdentifier } from './identifier.ts';

describe('VAL-050 sanitizeIdentifier', () => {
  it.each([
    ['abc_DEF-123', 'abc_DEF-123'],
    ['fe-heloc-redesign-2025', 'fe-heloc-redesign-2025'],
    ['a b', 'ab'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['../etc/passwd', 'etcpasswd'],
    ['café', 'caf'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeIdentifier(input)).toBe(expected);
  });

  it('only ever keeps letters, digits, underscore and hyphen, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const cleaned = sanitizeIdentifier(input);
        expect(cleaned).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(sanitizeIdentifier(cleaned)).toBe(cleaned);
      }),
    );
  });
});
