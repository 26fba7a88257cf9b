import { opsApi } from '@hearth/domain/api/ops-api';
import { opsSandboxApi } from '@hearth/domain/api/sandbox-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import type { VendorEventList } from '@hearth/domain/ops/vendor-events';
import { describe, expect, it } from 'vitest';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { seedApplication, staffRequest, useTestAppWithStaff } from './ops-test-support.ts';

const suite = useTestAppWithStaff();

function listVendorEvents(jwt: string, uuid: string) {
  return staffRequest(suite.t.app, jwt, opsSandboxApi.vendorEvents, { params: { uuid } });
}

async function jwtOf(role: 'UNDERWRITER' | 'PROCESSOR' | 'SUPPORT', orgCodes: string[] = []) {
  const staff = await createTestStaff(suite.t.app, { role, orgCodes });
  return startTestStaffSession(suite.t.app, staff);
}

describe('ops: the sandbox tools’ vendor events', () => {
  it('lists the vendor callbacks the step allows, labelled, and one fires through ops.sendEvent', async () => {
    const { uuid } = await seedApplication(suite.t.app, { serverStep: 'FINAL_TITLE_PROCESSING' });
    const response = await listVendorEvents(suite.staffJwt, uuid);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<VendorEventList>();
    expect(list.serverStep).toBe('FINAL_TITLE_PROCESSING');
    expect(
      list.events.map(({ event, vendor, to, permitted, needsChecker }) => ({
        event,
        vendor,
        to,
        permitted,
        needsChecker,
      })),
    ).toEqual([
      {
        event: 'TITLE_CLEARED',
        vendor: 'title',
        to: 'GEN_CLOSING_DISCLOSURE',
        permitted: true,
        needsChecker: false,
      },
      {
        event: 'TITLE_EXCEPTIONS_FOUND',
        vendor: 'title',
        to: 'FINAL_TITLE_REVIEW',
        permitted: true,
        needsChecker: false,
      },
    ]);
    const cleared = list.events[0];
    expect(cleared?.label).toBe('The title search comes back clear');
    expect(cleared?.detail.vendorReference).toMatch(/^TTL-[0-9a-f]{12}$/);

    const processor = await jwtOf('PROCESSOR');
    const fired = await staffRequest(suite.t.app, processor, opsApi.sendEvent, {
      params: { uuid },
      payload: { event: cleared?.event, detail: cleared?.detail },
    });
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json()).toMatchObject({
      event: 'TITLE_CLEARED',
      from: 'FINAL_TITLE_PROCESSING',
      to: 'GEN_CLOSING_DISCLOSURE',
    });
  });

  it('marks a manual funding as needing a checker, and a vendor event outside the role as not permitted', async () => {
    const { uuid } = await seedApplication(suite.t.app, { serverStep: 'FUNDING_DECISION' });
    const underwriter = await jwtOf('UNDERWRITER');
    const list = (await listVendorEvents(underwriter, uuid)).json<VendorEventList>();
    expect(list.events).toEqual([
      expect.objectContaining({ event: 'FUNDED', vendor: 'funding', permitted: false, needsChecker: true }),
    ]);
  });

  it('lists nothing on a step no vendor moves', async () => {
    const { uuid } = await seedApplication(suite.t.app, { serverStep: 'OFFER_SELECTION' });
    expect((await listVendorEvents(suite.staffJwt, uuid)).json()).toEqual({
      serverStep: 'OFFER_SELECTION',
      events: [],
    });
  });

  it('refuses SUPPORT, and another lender’s application is a 404', async () => {
    const { uuid } = await seedApplication(suite.t.app, { org: 'silverpine', serverStep: 'RECORDING' });
    expect((await listVendorEvents(await jwtOf('SUPPORT'), uuid)).statusCode).toBe(403);
    expect((await listVendorEvents(await jwtOf('PROCESSOR', ['hearth']), uuid)).statusCode).toBe(404);
    expect((await listVendorEvents(await jwtOf('PROCESSOR', ['silverpine']), uuid)).statusCode).toBe(200);
  });
});

describe('the sandbox tools in production', () => {
  it('answer 404 for the vendor events and the invitation links', async () => {
    const production = await buildIdentityTestApp({ isProduction: true });
    try {
      const admin = await createTestStaff(production.app, { role: 'ADMIN' });
      const jwt = await startTestStaffSession(production.app, admin);
      const { uuid } = await seedApplication(production.app, { serverStep: 'FINAL_TITLE_PROCESSING' });
      const events = await staffRequest(production.app, jwt, opsSandboxApi.vendorEvents, {
        params: { uuid },
      });
      expect(events.statusCode).toBe(404);
      expect((await staffRequest(production.app, jwt, staffApi.sandboxInvitations)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
