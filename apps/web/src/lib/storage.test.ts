import { describe, expect, it, vi } from 'vitest';
import { clearJwt, getJwt, setJwt, subscribeToJwt, toBearer } from './storage.ts';

describe('API-003 the jwt key', () => {
  it.each([
    ['abc.def.ghi', 'Bearer abc.def.ghi'],
    ['Bearer abc.def.ghi', 'Bearer abc.def.ghi'],
    ['  bearer   abc  ', 'Bearer abc'],
  ])('%j is stored as %j', (token, stored) => {
    expect(toBearer(token)).toBe(stored);
    setJwt(token);
    expect(window.localStorage.getItem('jwt')).toBe(stored);
    expect(getJwt()).toBe(stored);
  });

  it('tells subscribers when the token is set and cleared, and only then', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToJwt(listener);
    setJwt('one');
    setJwt('one');
    clearJwt();
    clearJwt();
    unsubscribe();
    setJwt('two');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(window.localStorage.length).toBe(1);
  });
});
