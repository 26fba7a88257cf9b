import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import { INVALID_EXTERNAL_STATE, zAuthModeLookup } from '@hearth/domain/identity/auth-mode';
import { describe, expect, it } from 'vitest';
import { writeFlagOverrides } from '../../../test/flag-overrides-file.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createExternalState } from './auth-mode-state.ts';
import { buildIdentityTestApp } from './identity-test-support.ts';

const suite = useTestApp(() => buildIdentityTestApp());

function lookUp(query: Record<string, string>) {
  return injectEndpoint(suite.t.app, authModeApi.lookup, { query });
}

function followState(state: string) {
  return injectEndpoint(suite.t.app, authModeApi.externalState, { query: { state } });
}

describe('GET /identity/api/v1/auth-mode (API-070, OP-10, OP-31)', () => {
  it('answers PASSWORD with no hand-over while the lender has not turned the new auth mode on', async () => {
    const response = await lookUp({ orgCode: 'silverpine', mode: 'LOGIN' });
    expect(response.statusCode).toBe(200);
    expect(zAuthModeLookup.parse(response.json())).toEqual({
      orgCode: 'silverpine',
      mode: 'LOGIN',
      authMode: 'PASSWORD',
      skipsContactInfo: false,
      externalStateUrl: null,
    });
  });

  it('answers BROKER, skipping phone-and-email, with the external-state call for that lender', async () => {
    writeFlagOverrides(suite.t.config.dataDir, { hearth: { 'fe-heloc-new-auth-mode': true } });
    const response = await lookUp({ orgCode: 'hearth', mode: 'REGISTER' });
    const lookup = zAuthModeLookup.parse(response.json());
    expect(lookup).toMatchObject({ authMode: 'BROKER', skipsContactInfo: true });
    expect(lookup.externalStateUrl).toMatch(/^\/identity\/api\/v1\/auth-mode\/external-state\?state=/);
    const other = zAuthModeLookup.parse((await lookUp({ orgCode: 'silverpine', mode: 'REGISTER' })).json());
    expect(other.authMode).toBe('PASSWORD');
  });

  it('refuses an unknown lender or mode', async () => {
    expect((await lookUp({ orgCode: 'no-such-lender', mode: 'LOGIN' })).statusCode).toBe(400);
    expect((await lookUp({ orgCode: 'hearth', mode: 'SOMETHING' })).statusCode).toBe(400);
  });
});

describe('GET /identity/api/v1/auth-mode/external-state (API-071)', () => {
  it('redirects to the broker log-in, returning to the application the lookup named', async () => {
    writeFlagOverrides(suite.t.config.dataDir, { hearth: { 'fe-heloc-new-auth-mode': true } });
    const applicationUuid = crypto.randomUUID();
    const lookup = (await lookUp({ orgCode: 'hearth', mode: 'LOGIN', applicationUuid })).json();
    const response = await suite.t.app.inject({ method: 'GET', url: lookup.externalStateUrl });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('org')).toBe('hearth');
    expect(location.searchParams.get('redirectUrl')).toBe(`/account/heloc/${applicationUuid}`);
  });

  it('returns a registering borrower to register-v2', async () => {
    writeFlagOverrides(suite.t.config.dataDir, { hearth: { 'fe-heloc-new-auth-mode': true } });
    const lookup = (await lookUp({ orgCode: 'hearth', mode: 'REGISTER' })).json();
    const response = await suite.t.app.inject({ method: 'GET', url: lookup.externalStateUrl });
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.searchParams.get('redirectUrl')).toBe('/account/heloc/register-v2');
  });

  it('refuses a state it did not sign, a tampered one and an expired one', async () => {
    const secret = suite.t.config.jwtSecret;
    const payload = { orgCode: 'hearth', mode: 'LOGIN' as const, expiresAt: Date.now() + 60_000 };
    const forged = createExternalState(payload, 'another-secret-of-the-same-length-0123456789');
    const [encoded, signature] = createExternalState(payload, secret).split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, orgCode: 'silverpine' })).toString('base64url')}.${signature}`;
    const expired = createExternalState({ ...payload, expiresAt: Date.now() - 1 }, secret);
    for (const state of [forged, tampered, expired, `${encoded}`]) {
      const response = await followState(state);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [INVALID_EXTERNAL_STATE] });
    }
  });
});
