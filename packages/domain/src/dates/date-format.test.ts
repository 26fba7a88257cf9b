import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, toDisplayDate, toDocumentDate, toWireDate } from './date-format.ts';

describe('KIT-016 toDisplayDate (wire → display)', () => {
  it.each<[string, string | undefined]>([
    ['2024-03-05', '03/05/2024'],
    ['1900-01-01', '01/01/1900'],
    ['2024-02-29', '02/29/2024'],
    ['2023-02-29', undefined],
    ['2024-02-30', undefined],
    ['2024-13-01', undefined],
    ['2024-3-5', undefined],
    ['03/05/2024', undefined],
    ['2024-03-05T00:00:00Z', undefined],
    ['', undefined],
  ])('%s → %s', (wire, expected) => {
    expect(toDisplayDate(wire)).toBe(expected);
  });
});

describe('KIT-016 toWireDate (display → wire)', () => {
  it.each<[string, string | undefined]>([
    ['03/05/2024', '2024-03-05'],
    ['12/31/1999', '1999-12-31'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', undefined],
    ['04/31/2024', undefined],
    ['3/5/2024', undefined],
    ['2024-03-05', undefined],
    ['00/10/2024', undefined],
    ['', undefined],
  ])('%s → %s', (display, expected) => {
    expect(toWireDate(display)).toBe(expected);
  });

  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (date) => {
          const display = formatDisplayDate(date);
          const wire = toWireDate(display);
          expect(wire).toBeDefined();
          expect(toDisplayDate(wire ?? '')).toBe(display);
        },
      ),
    );
  });
});

describe('KIT-016 formatDisplayDate', () => {
  it('shows a local date as MM/dd/yyyy', () => {
    expect(formatDisplayDate(new Date(2024, 6, 4, 15, 30))).toBe('07/04/2024');
  });
});

describe('toDocumentDate', () => {
  it.each([
    ['2026-07-02', 'en', '07/02/2026'],
    ['2026-07-02', 'es', '2 de julio de 2026'],
    ['2026-01-31', 'es', '31 de enero de 2026'],
    ['2026-09-15', 'es', '15 de septiembre de 2026'],
    ['2026-02-30', 'es', '2026-02-30'],
    ['not a date', 'es', 'not a date'],
  ] as const)('%s in %s → %s', (wire, language, expected) => {
    expect(toDocumentDate(wire, language)).toBe(expected);
  });
});
