import { endpointPath } from '@hearth/domain/api/endpoint';
import { orgApi } from '@hearth/domain/api/org-api';
import { orgPayloadApi } from '@hearth/domain/api/org-payload-api';
import { zOrgPayload } from '@hearth/domain/org/org-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrgTestApp, type OrgTestApp } from './org-test-app.ts';
import { findOrg } from './registry/index.ts';

let t: OrgTestApp;
beforeAll(async () => {
  t = await buildOrgTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const STATES = endpointPath(orgApi.statesEligibility);
const ZIPS = endpointPath(orgApi.zipEligibility);
const LICENSES = endpointPath(orgApi.stateLicenses);
const PAYLOAD = endpointPath(orgPayloadApi.payload);

describe('org routes', () => {
  it('answers the supported states of the x-org org (API-028)', async () => {
    const response = await get(STATES, { 'x-org': 'hearth-ny' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ states: ['NY'] });
  });

  it('uses the host mapping before x-org', async () => {
    const response = await get(STATES, { host: 'silverpine.hearth.test', 'x-org': 'hearth-ny' });
    expect(response.json().states).toEqual(findOrg('silverpine')?.product.licensedStates);
  });

  it('answers the default org when none is named', async () => {
    const response = await get(STATES);
    expect(response.json().states).toEqual(findOrg('hearth')?.product.licensedStates);
  });

  it('answers the excluded zips (API-029)', async () => {
    const response = await get(`${ZIPS}?org=bluewater-cu`);
    expect(response.json()).toEqual({ excludedZips: ['33931', '32456'] });
  });

  it.each([
    [`${STATES}?org=acme`, {}],
    [ZIPS, { 'x-org': 'acme' }],
    [`${PAYLOAD}?org=acme`, {}],
  ])('refuses an unknown org on %s with 400', async (url, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Unknown organization'] });
  });

  it('lists state licences with abbrev, name and number for ?orgCode= (API-030)', async () => {
    const response = await get(`${LICENSES}?orgCode=hearth-ny`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { abbrev: 'NY', name: 'New York', licenseNumber: expect.stringMatching(/^NY-\d{6}$/) },
    ]);
  });

  it('lists the request org licences without orgCode, and refuses an unknown orgCode', async () => {
    const own = await get(LICENSES, { 'x-org': 'silverpine' });
    expect(own.json().map((item: { abbrev: string }) => item.abbrev)).toEqual(
      findOrg('silverpine')?.product.licensedStates,
    );
    const unknown = await get(`${LICENSES}?orgCode=acme`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: ['Unknown organization'] });
  });

  it('serves the org payload for the dev server (ORG-003)', async () => {
    const response = await get(`${PAYLOAD}?org=silverpine`, { host: 'localhost:5173' });
    const payload = zOrgPayload.parse(response.json());
    expect(payload).toMatchObject({
      baseUrl: 'http://localhost:5173',
      orgCode: 'silverpine',
      canonicalOrgCode: 'silverpine',
      orgBrand: 'silverpine',
      orgMetaData: { heloc: { minimumAge: 62 } },
    });
  });

  it('gives the Hearth variants the hearth brand', async () => {
    const response = await get(`${PAYLOAD}?org=hearth-wholesale`);
    expect(response.json()).toMatchObject({ orgCode: 'hearth-wholesale', orgBrand: 'hearth' });
  });
});
