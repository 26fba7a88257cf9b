import { describe, expect, it } from 'vitest';
import { getStateName, US_STATES } from './us-states.ts';

describe('getStateName', () => {
  it.each([
    ['NY', 'en', 'New York'],
    ['NY', 'es', 'Nueva York'],
    ['DC', 'es', 'Distrito de Columbia'],
    ['PA', 'es', 'Pensilvania'],
    ['TX', 'es', 'Texas'],
    ['CA', 'en', 'California'],
  ] as const)('%s in %s is %s', (code, language, name) => {
    expect(getStateName(code, language)).toBe(name);
  });

  it('knows no name for a code that is not a state', () => {
    expect(getStateName('ZZ', 'es')).toBeUndefined();
  });

  it('has a name in Spanish for every state, each different from the others', () => {
    const names = Object.keys(US_STATES).map((code) => getStateName(code, 'es'));
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
