import { opsApi } from '@hearth/domain/api/ops-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { seedApplication, staffRequest } from './ops-test-support.ts';

/** What a staff member sees and may do follows their lenders and their role. */
const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

async function sessionOf(role: StaffRole, orgCodes: string[] = []): Promise<string> {
  return startTestStaffSession(suite.t.app, await createTestStaff(suite.t.app, { role, orgCodes }));
}

describe('staff limited to some lenders', () => {
  it("never see another lender's application: the list leaves it out and every call on it is a 404", async () => {
    const own = await seedApplication(suite.t.app, { org: 'silverpine', serverStep: 'INSURANCE_REVIEW' });
    const other = await seedApplication(suite.t.app, { org: 'hearth', serverStep: 'INSURANCE_REVIEW' });
    const jwt = await sessionOf('MANAGER', ['silverpine']);

    const listed = await staffRequest(suite.t.app, jwt, opsApi.applications, { query: { pageSize: '100' } });
    const uuids = listed.json<{ items: Array<{ uuid: string }> }>().items.map((item) => item.uuid);
    expect(uuids).toContain(own.uuid);
    expect(uuids).not.toContain(other.uuid);
    const asked = await staffRequest(suite.t.app, jwt, opsApi.applications, { query: { org: 'hearth' } });
    expect(asked.json()).toMatchObject({ items: [], total: 0 });

    expect(
      (await staffRequest(suite.t.app, jwt, opsApi.application, { params: { uuid: own.uuid } })).statusCode,
    ).toBe(200);
    const calls = [
      staffRequest(suite.t.app, jwt, opsApi.application, { params: { uuid: other.uuid } }),
      staffRequest(suite.t.app, jwt, opsApi.sendEvent, {
        params: { uuid: other.uuid },
        payload: { event: 'INSURANCE_REJECTED' },
      }),
      staffRequest(suite.t.app, jwt, opsApi.raiseCondition, {
        params: { uuid: other.uuid },
        payload: { category: 'GENERIC_DOCUMENT_REQUEST', title: 'Paystub', description: 'The latest one' },
      }),
      staffRequest(suite.t.app, jwt, opsApi.resolveCondition, {
        params: { uuid: other.uuid, id: crypto.randomUUID() },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    }
  });

  it('see every lender when none is listed', async () => {
    const app = await seedApplication(suite.t.app, { org: 'bluewater-cu' });
    const jwt = await sessionOf('SUPPORT');
    expect(
      (await staffRequest(suite.t.app, jwt, opsApi.application, { params: { uuid: app.uuid } })).statusCode,
    ).toBe(200);
  });
});

describe("the applicant's PII", () => {
  it('is masked for SUPPORT and shown to roles that work the file', async () => {
    const seeded = await seedApplication(suite.t.app, {
      email: `masked.applicant.${Date.now()}@example.com`,
    });
    const support = await sessionOf('SUPPORT');
    const underwriter = await sessionOf('UNDERWRITER');

    const masked = await staffRequest(suite.t.app, support, opsApi.application, {
      params: { uuid: seeded.uuid },
    });
    expect(masked.json<{ applicant: { email: string } }>().applicant.email).toBe('m***@example.com');
    const page = await staffRequest(suite.t.app, support, opsApi.applications, {
      query: { q: seeded.loanNumber },
    });
    expect(page.json<{ items: Array<{ email: string }> }>().items[0]?.email).toBe('m***@example.com');

    const shown = await staffRequest(suite.t.app, underwriter, opsApi.application, {
      params: { uuid: seeded.uuid },
    });
    expect(shown.json<{ applicant: { email: string } }>().applicant.email).toMatch(/^masked\.applicant\./);
  });
});

describe('events by decision area', () => {
  it('offers each role only the events it may send', async () => {
    const seeded = await seedApplication(suite.t.app, { serverStep: 'NAV_BPO_REVIEW' });
    const eventsFor = async (role: StaffRole) => {
      const response = await staffRequest(suite.t.app, await sessionOf(role), opsApi.application, {
        params: { uuid: seeded.uuid },
      });
      return response
        .json<{ allowedEvents: Array<{ event: string }> }>()
        .allowedEvents.map(({ event }) => event);
    };
    expect(await eventsFor('UNDERWRITER')).toContain('VALUATION_APPROVED');
    expect(await eventsFor('PROCESSOR')).not.toContain('VALUATION_APPROVED');
    expect(await eventsFor('SUPPORT')).toEqual([]);
  });

  it.each<[StaffRole, string, string, number]>([
    ['UNDERWRITER', 'NAV_BPO_REVIEW', 'VALUATION_APPROVED', 202],
    ['PROCESSOR', 'NAV_BPO_REVIEW', 'VALUATION_APPROVED', 403],
    ['UNDERWRITER', 'OFFER_SELECTION', 'CANCELLED_BY_OPS', 403],
    ['MANAGER', 'OFFER_SELECTION', 'CANCELLED_BY_OPS', 202],
    ['PROCESSOR', 'RECORDING', 'RECORDED', 200],
    ['UNDERWRITER', 'RECORDING', 'RECORDED', 403],
    ['SUPPORT', 'RECORDING', 'RECORDED', 403],
  ])('%s at %s sending %s: %i', async (role, step, event, status) => {
    const seeded = await seedApplication(suite.t.app, { serverStep: step });
    const response = await staffRequest(suite.t.app, await sessionOf(role), opsApi.sendEvent, {
      params: { uuid: seeded.uuid },
      // A cancel or a valuation override waits for a checker (202) and needs a reason.
      payload: { event, reason: 'Reviewed with the file' },
    });
    expect(response.statusCode, response.body).toBe(status);
  });
});
