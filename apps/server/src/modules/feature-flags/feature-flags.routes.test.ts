import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { MAINTENANCE_DEFAULTS } from '@hearth/domain/org/feature-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { buildOrgTestApp, type OrgTestApp } from '../org/org-test-app.ts';
import { FLAG_OVERRIDES_FILE } from './feature-flags.routes.ts';

let t: OrgTestApp;
let tick = 0;
beforeAll(async () => {
  t = await buildOrgTestApp();
});
afterAll(() => t.close());

/** Writes the overrides file with a fresh mtime, as an operator's edit would. */
function writeOverrides(content: string) {
  const file = join(t.dataDir, FLAG_OVERRIDES_FILE);
  writeFileSync(file, content);
  tick += 1;
  const when = new Date(Date.now() + tick * 10_000);
  utimesSync(file, when, when);
}

const post = (call: keyof typeof featureFlagsApi, body: object, org = 'hearth') =>
  injectEndpoint(t.app, featureFlagsApi[call], {
    params: { context: 'heloc' },
    headers: { 'x-org': org },
    payload: body,
  });
const isEnabled = async (featureKey: string, org = 'hearth') =>
  (await post('feature', { featureKey, optimizeUser: { trackerId: 't-1' } }, org)).json().enabled;

describe('feature flag routes', () => {
  it('answers the org toggle when there is no overrides file (API-063)', async () => {
    expect(await isEnabled('fe-heloc-redesign-2025')).toBe(true);
    expect(await isEnabled('fe-heloc-redesign-2025', 'silverpine')).toBe(false);
    expect(await isEnabled('no-such-flag')).toBe(false);
  });

  it('applies the overrides file and re-reads it when it changes', async () => {
    writeOverrides(JSON.stringify({ '*': { 'fe-heloc-redesign-2025': { enabled: false } } }));
    expect(await isEnabled('fe-heloc-redesign-2025')).toBe(false);
    writeOverrides(
      JSON.stringify({
        '*': { 'fe-heloc-redesign-2025': { enabled: false } },
        hearth: { 'fe-heloc-redesign-2025': { enabled: true } },
      }),
    );
    expect(await isEnabled('fe-heloc-redesign-2025')).toBe(true);
    expect(await isEnabled('fe-heloc-redesign-2025', 'bluewater-cu')).toBe(false);
    rmSync(join(t.dataDir, FLAG_OVERRIDES_FILE));
    expect(await isEnabled('fe-heloc-redesign-2025', 'bluewater-cu')).toBe(true);
  });

  it('keeps the last good overrides when the file is broken', async () => {
    writeOverrides(JSON.stringify({ '*': { DDP_Pilot: { enabled: true } } }));
    expect(await isEnabled('DDP_Pilot')).toBe(true);
    writeOverrides('{ not json');
    expect(await isEnabled('DDP_Pilot')).toBe(true);
    writeOverrides(JSON.stringify({ '*': { DDP_Pilot: { enabled: 'yes' } } }));
    expect(await isEnabled('DDP_Pilot')).toBe(true);
  });

  it('lists flags with variables (API-065, API-066)', async () => {
    writeOverrides('{}');
    const response = await post('features', { optimizeUser: { trackerId: 't-1' } });
    expect(response.statusCode).toBe(200);
    const maintenance = response.json().find((flag: { key: string }) => flag.key === 'fe-heloc-maintenance');
    expect(maintenance).toEqual({
      key: 'fe-heloc-maintenance',
      enabled: false,
      variables: [
        { key: 'routes', defaultValue: [] },
        { key: 'message', defaultValue: MAINTENANCE_DEFAULTS.message },
        { key: 'pageTitle', defaultValue: 'Scheduled Maintenance' },
        { key: 'shouldShowDashboardLink', defaultValue: true },
      ],
    });
  });

  it('decides the maintenance flag for the organization attribute (API-064, API-067)', async () => {
    writeOverrides(
      JSON.stringify({
        silverpine: {
          'fe-heloc-maintenance': { enabled: true, variables: { routes: ['/account/heloc/register*'] } },
        },
      }),
    );
    const optimizeUser = { trackerId: 'tracker-9', attributes: { organization: 'silverpine' } };
    const response = await post('decision', { featureKey: 'fe-heloc-maintenance', optimizeUser }, 'hearth');
    expect(response.json()).toEqual({
      optimizeUser,
      decisions: [
        {
          featureKey: 'fe-heloc-maintenance',
          enabled: true,
          variationKey: 'on',
          variables: { ...MAINTENANCE_DEFAULTS, routes: ['/account/heloc/register*'] },
        },
      ],
    });
  });

  it('decides every flag when no featureKey is given', async () => {
    const response = await post('decision', { optimizeUser: { trackerId: 'x' } });
    expect(response.json().decisions.length).toBeGreaterThan(5);
  });

  it.each<[keyof typeof featureFlagsApi, object]>([
    ['feature', { featureKey: 'fe-webchat', optimizeUser: { attributes: { organization: 'acme' } } }],
    ['features', { optimizeUser: { attributes: { organization: 'acme' } } }],
    ['decision', { optimizeUser: { attributes: { organization: 'acme' } } }],
  ])('refuses an unknown organization attribute on %s', async (call, body) => {
    const response = await post(call, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Unknown organization'] });
  });

  it('refuses a body without featureKey', async () => {
    const response = await post('feature', { optimizeUser: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
  });
});
