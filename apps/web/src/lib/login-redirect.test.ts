import { describe, expect, it } from 'vitest';
import { getLoginHref, getSafeRedirectUrl, isSafeRedirectUrl } from './login-redirect.ts';

describe('RTE-013 redirectUrl rule', () => {
  it.each<[string | null, boolean]>([
    ['/dashboard', true],
    ['/account/heloc/register?step=name', true],
    ['/d', true],
    ['//evil.example', false],
    ['//evil.example/dashboard', false],
    ['/Evil', false],
    ['/\\evil', false],
    ['https://x', false],
    ['http://evil.example/dashboard', false],
    ['javascript:alert(1)', false],
    ['dashboard', false],
    ['/', false],
    ['/1abc', false],
    ['', false],
    [null, false],
  ])('%s → honoured: %s', (value, honoured) => {
    expect(isSafeRedirectUrl(value)).toBe(honoured);
    expect(getSafeRedirectUrl(value)).toBe(honoured ? value : '/dashboard');
  });
});

describe('RTE-023 / SGN-008 login target', () => {
  it.each([
    ['/dashboard', '', '/auth/login?redirectUrl=%2Fdashboard'],
    [
      '/account/heloc/plaid-oauth-success',
      '?webchat=open&x=1',
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fplaid-oauth-success&webchat=open',
    ],
    ['/heloc-signer/sign', '', '/heloc-signer/login'],
    ['/heloc-signer/conditions/identity', '?webchat=1', '/heloc-signer/login?webchat=1'],
    ['/auth/login', '', '/auth/login'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(getLoginHref(pathname, search)).toBe(expected);
  });
});
