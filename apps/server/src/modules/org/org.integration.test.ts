import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { orgApi } from '@hearth/domain/api/org-api';
import { ORG_PAYLOAD_ELEMENT_ID } from '@hearth/domain/org/org-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { unknownApiPath } from '../../../test/inject-endpoint.ts';

const distDir = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  t = await buildTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('org resolution in the full app', () => {
  it('injects the ?org= lender into a page load (ORG-002, ORG-003)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/account/heloc/register?org=bluewater-cu' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<script type="application/json" id="${ORG_PAYLOAD_ELEMENT_ID}">`);
    expect(response.body).toContain('"orgCode":"bluewater-cu"');
    expect(response.body).toContain('<title>Bluewater CU</title>');
  });

  it('falls back to hearth on a page load with an unknown org', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?org=acme' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"orgCode":"hearth"');
  });

  it('refuses an unknown x-org on an API call with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: endpointPath(orgApi.zipEligibility),
      headers: { 'x-org': 'acme' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Unknown organization'] });
  });

  it('answers an unknown API path with the JSON not-found body, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: unknownApiPath() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [expect.any(String)] });
  });
});
