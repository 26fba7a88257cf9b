import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/env.ts';
import { buildTestApp, createTestConfig, type TestApp } from './helpers.ts';

const ADMIN_TOKEN = 'an-operator-token-of-at-least-32-characters';
const PAGES = ['/metrics', '/docs/json', '/docs/', '/docs/yaml'];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function statuses(app: TestApp['app'], authorization?: string): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const url of PAGES) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: authorization ? { authorization } : {},
    });
    answers[url] = response.statusCode;
  }
  return answers;
}

const every = (status: number) => Object.fromEntries(PAGES.map((url) => [url, status]));

describe('/metrics and /docs', () => {
  it('are open outside production', async () => {
    t = await buildTestApp();
    expect(await statuses(t.app)).toEqual(every(200));
  });

  it('need ADMIN_TOKEN as a bearer token in production', async () => {
    t = await buildTestApp({ isProduction: true, nodeEnv: 'production', adminToken: ADMIN_TOKEN });
    expect(await statuses(t.app)).toEqual(every(401));
    expect(await statuses(t.app, `Bearer ${ADMIN_TOKEN.slice(0, -1)}`)).toEqual(every(401));
    expect(await statuses(t.app, `Bearer ${ADMIN_TOKEN}x`)).toEqual(every(401));
    expect(await statuses(t.app, ADMIN_TOKEN)).toEqual(every(401));
    expect(await statuses(t.app, `Bearer ${ADMIN_TOKEN}`)).toEqual(every(200));
    const refused = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.json()).toEqual({ errors: ['unauthenticated'] });
  });

  it('are not served at all in production without ADMIN_TOKEN', async () => {
    t = await buildTestApp({ isProduction: true, nodeEnv: 'production', adminToken: undefined });
    expect(await statuses(t.app)).toEqual(every(404));
    expect(await statuses(t.app, `Bearer ${ADMIN_TOKEN}`)).toEqual(every(404));
    expect(Object.keys((t.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(50);
  });

  it('refuse a short ADMIN_TOKEN at start-up, naming the variable', () => {
    expect(() => createTestConfig({ ADMIN_TOKEN: 'too-short' })).toThrow(ConfigError);
    expect(() => createTestConfig({ ADMIN_TOKEN: 'too-short' })).toThrow(
      'ADMIN_TOKEN: must be at least 32 characters',
    );
    expect(createTestConfig({ ADMIN_TOKEN }).adminToken).toBe(ADMIN_TOKEN);
  });
});
