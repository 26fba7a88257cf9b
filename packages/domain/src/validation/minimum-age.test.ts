import { describe, expect, it } from 'vitest';
import { calculateAge, getMinimumAge, getMinimumAgeMessage, type MinimumAgeRule } from './minimum-age.ts';

describe('VAL-003…005 getMinimumAge / getMinimumAgeMessage', () => {
  it.each<[MinimumAgeRule, number, string]>([
    [{}, 18, 'Must be at least 18 years old'],
    [{ propertyState: 'CA', minimumAge: 18 }, 18, 'Must be at least 18 years old'],
    [{ propertyState: 'AL', minimumAge: 18 }, 19, 'Must be at least 19 years old in Alabama'],
    [{ propertyState: 'al' }, 19, 'Must be at least 19 years old in Alabama'],
    [{ propertyState: 'CA', minimumAge: 62 }, 62, 'Must be 62 years or older to apply for a loan'],
    [{ propertyState: 'AL', minimumAge: 62 }, 62, 'Must be 62 years or older to apply for a loan'],
    [{ propertyState: 'TX', minimumAge: 21 }, 21, 'Must be at least 21 years old'],
    [{ propertyState: 'AL', minimumAge: 19 }, 19, 'Must be at least 19 years old'],
    [{ minimumAge: 10 }, 18, 'Must be at least 18 years old'],
  ])('%j → %i', (rule, age, message) => {
    expect(getMinimumAge(rule)).toBe(age);
    expect(getMinimumAgeMessage(rule)).toBe(message);
  });
});

describe('calculateAge', () => {
  it.each([
    ['2008-06-15', '2026-06-14', 17],
    ['2008-06-15', '2026-06-15', 18],
    ['2008-12-31', '2027-01-01', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
    ['2007-03-01', '2025-03-01', 18],
    ['1964-05-10', '2026-05-10', 62],
    ['1964-05-10', '2026-05-09', 61],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(calculateAge(birth, today)).toBe(age);
  });
});
