import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrgPayload } from '../test/org-fixture.ts';
import { createQueryClient } from './query-client.ts';
import { type ServerRenderContext, setServerRenderContextReader } from './render-context.ts';
import { clearJwt, getJwt, readTokenId, setJwt, subscribeToJwt, toBearer } from './storage.ts';

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

/** A token with `claims` as its payload, encoded base64url as a JWT is (no padding, `-` and `_`). */
function tokenWith(claims: unknown): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `Bearer eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

describe('readTokenId: the jti naming the session a server-rendered page was made for (decision 012)', () => {
  it('reads a base64url payload with - and _ and no padding', () => {
    const token = tokenWith({ jti: '>>>???' });
    expect(token.split('.')[1]).toMatch(/-.*_/);
    expect(readTokenId(token)).toBe('>>>???');
  });

  it.each([
    ['a token without the Bearer prefix', tokenWith({ jti: 'j-1' }).slice('Bearer '.length), 'j-1'],
    ['a lower-case prefix', tokenWith({ jti: 'j-1' }).replace('Bearer', 'bearer'), 'j-1'],
    ['no jti claim', tokenWith({ sub: 'someone' }), undefined],
    ['a jti that is not a string', tokenWith({ jti: 42 }), undefined],
    ['a payload that is not an object', tokenWith('jti'), undefined],
    ['no payload part', 'Bearer just-one-part', undefined],
    ['a payload that is not base64', 'Bearer a.%%%.c', undefined],
    ['a payload that is not JSON', `Bearer a.${btoa('not json')}.c`, undefined],
    ['nothing', '', undefined],
  ])('%s → %s', (_case, bearer, jti) => {
    expect(readTokenId(bearer)).toBe(jti);
  });
});

describe('the token inside a server render (decision 012)', () => {
  const serverContext: ServerRenderContext = {
    jwt: 'Bearer of-the-request',
    org: makeOrgPayload(),
    queryClient: createQueryClient(),
    fetch: vi.fn<typeof fetch>(),
  };

  beforeEach(() => {
    window.localStorage.setItem('jwt', 'Bearer of-the-browser');
    setServerRenderContextReader(() => serverContext);
  });

  afterEach(() => {
    setServerRenderContextReader(() => undefined);
  });

  it('is the request’s, not the one stored in this process', () => {
    expect(getJwt()).toBe('Bearer of-the-request');
  });

  it('is neither stored nor cleared, and no one is told of a change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToJwt(listener);
    setJwt('Bearer refreshed');
    clearJwt();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('jwt')).toBe('Bearer of-the-browser');
    expect(getJwt()).toBe('Bearer of-the-request');
  });

  it('is the stored one again outside the render', () => {
    setServerRenderContextReader(() => undefined);
    expect(getJwt()).toBe('Bearer of-the-browser');
  });
});
