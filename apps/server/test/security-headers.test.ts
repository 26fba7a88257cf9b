import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function directivesOf(header: unknown): Map<string, string> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', ...values] = part.split(/\s+/);
      return [name, values.join(' ')] as const;
    });
  return new Map(entries);
}

describe('security headers', () => {
  it.each(['/healthz', '/no-such-route'])('are on every response (%s)', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    const csp = directivesOf(response.headers['content-security-policy']);

    expect(Object.fromEntries(csp)).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    // A page (the SPA's index.html) adds its own nonce for the <style> elements its scripts insert.
    expect(csp.get('style-src')).toMatch(/^'self'( 'nonce-[A-Za-z0-9+/=]+')?$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keep the API docs unframeable and free of forced https', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/' });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers in production', () => {
  it('add HSTS', async () => {
    const production = await buildTestApp({ isProduction: true, nodeEnv: 'production' });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });
});
