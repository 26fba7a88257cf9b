import { bannersApi, opsBannersApi } from '@hearth/domain/api/banners-api';
import { BANNER_END_BEFORE_START } from '@hearth/domain/banners/ops-banner';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { readAuditRow } from '../audit/audit.repository.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { createTestStaff, loginStaffWithSecret } from '../staff/staff-test-support.ts';
import { BANNER_ALREADY_RETIRED, BANNER_NOT_FOUND } from './banners.service.ts';

const suite = useTestAppWithStaff();
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const bannerBody = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  apps: ['heloc'],
  variant: 'info',
  ...extra,
});

async function createBanner(orgCode: string, body: Record<string, unknown>) {
  const response = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.create, {
    params: { orgCode },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uuid: string; status: string }>();
}

function readFile(orgCode: string, file = 'banners.json') {
  return injectEndpoint(suite.t.app, bannersApi.file, { params: { orgCode, file } });
}

describe('API-072: GET the published banner file', () => {
  it('CND-014: serves the lender’s live banners, never cached, to a caller without credentials', async () => {
    const live = await createBanner(
      'silverpine',
      bannerBody('Branches close early Friday', { variant: 'warn' }),
    );
    await createBanner('silverpine', bannerBody('Later', { startsAt: iso(DAY) }));
    await createBanner('silverpine', bannerBody('Over', { startsAt: iso(-2 * DAY), endsAt: iso(-DAY) }));
    await createBanner('bluewater-cu', bannerBody('Another lender'));

    const response = await readFile('silverpine');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        uuid: live.uuid,
        message: 'Branches close early Friday',
        apps: ['heloc'],
        variant: 'warn',
        active: true,
        metadata: { createdAt: expect.any(String) },
      },
    ]);
  });

  it('keeps a test-only banner out of the production file and in the test file', async () => {
    const preview = await createBanner('hearth-ny', bannerBody('Preview', { testOnly: true }));
    const production = await readFile('hearth-ny');
    expect(production.json()).toEqual([]);
    const test = await readFile('hearth-ny', 'banners-test.json');
    expect(test.json<Array<{ uuid: string }>>().map((banner) => banner.uuid)).toEqual([preview.uuid]);
  });

  it.each([
    ['an unknown lender', 'no-such-lender', 'banners.json', 404],
    ['an unknown file', 'hearth', 'banners.xml', 400],
    ['a malformed lender code', 'Hearth!', 'banners.json', 400],
  ])('answers %s with %i', async (_, orgCode, file, status) => {
    const response = await readFile(orgCode, file);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('errors');
  });
});

describe('ops: create, schedule and retire a lender’s banners', () => {
  it('creates, lists newest first with a status, reschedules and retires; each write audited', async () => {
    const first = await createBanner('bluewater-cu', bannerBody('First'));
    const second = await createBanner('bluewater-cu', bannerBody('Second', { apps: ['main-site', 'heloc'] }));
    expect(first.status).toBe('LIVE');

    const listed = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.list, {
      params: { orgCode: 'bluewater-cu' },
    });
    expect(listed.statusCode).toBe(200);
    const uuids = listed.json<Array<{ uuid: string }>>().map((banner) => banner.uuid);
    expect(uuids.indexOf(second.uuid)).toBeLessThan(uuids.indexOf(first.uuid));

    const scheduled = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.schedule, {
      params: { orgCode: 'bluewater-cu', bannerUuid: first.uuid },
      payload: { startsAt: iso(DAY), endsAt: iso(2 * DAY) },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'SCHEDULED' });
    const published = (await readFile('bluewater-cu')).json<Array<{ uuid: string }>>();
    expect(published.map((banner) => banner.uuid)).not.toContain(first.uuid);

    const retired = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.retire, {
      params: { orgCode: 'bluewater-cu', bannerUuid: second.uuid },
    });
    expect(retired.json()).toMatchObject({ status: 'RETIRED', retiredAt: expect.any(String) });
    expect((await readFile('bluewater-cu')).json<Array<{ uuid: string }>>().map((b) => b.uuid)).not.toContain(
      second.uuid,
    );

    const again = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.retire, {
      params: { orgCode: 'bluewater-cu', bannerUuid: second.uuid },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [BANNER_ALREADY_RETIRED] });

    const audit = await suite.t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, second.uuid));
    expect(audit.map((row) => readAuditRow(row)).map(({ action, payload }) => ({ action, payload }))).toEqual(
      [
        {
          action: 'ops.banner-created',
          payload: { organizationCode: 'bluewater-cu', variant: 'info', testOnly: false },
        },
        {
          action: 'ops.banner-retired',
          payload: { organizationCode: 'bluewater-cu', previousStatus: 'LIVE' },
        },
      ],
    );
  });

  it('does not reach another lender’s banner through a lender’s path', async () => {
    const banner = await createBanner('hearth', bannerBody('Hearth only'));
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.retire, {
      params: { orgCode: 'silverpine', bannerUuid: banner.uuid },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [BANNER_NOT_FOUND] });
  });

  it.each([
    ['no apps', bannerBody('x', { apps: [] })],
    ['an unknown app', bannerBody('x', { apps: ['crm'] })],
    ['an unknown variant', bannerBody('x', { variant: 'danger' })],
    ['an empty message', bannerBody('   ')],
    ['an extra field', bannerBody('x', { active: true })],
    ['an end before its start', bannerBody('x', { startsAt: iso(DAY), endsAt: iso(0) })],
  ])('refuses a banner with %s (400)', async (_, body) => {
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.create, {
      params: { orgCode: 'hearth' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('names the schedule rule it breaks', async () => {
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.create, {
      params: { orgCode: 'hearth' },
      payload: bannerBody('x', { startsAt: iso(DAY), endsAt: iso(0) }),
    });
    expect(response.json<{ errors: string[] }>().errors.join(' ')).toContain(BANNER_END_BEFORE_START);
  });

  it('refuses an unknown lender with 404', async () => {
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsBannersApi.list, {
      params: { orgCode: 'no-such-lender' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is staff only: no token is 401, a borrower’s token 403', async () => {
    const anonymous = await injectEndpoint(suite.t.app, opsBannersApi.create, {
      params: { orgCode: 'hearth' },
      payload: bannerBody('x'),
    });
    expect(anonymous.statusCode).toBe(401);
    const borrower = await registerUser(suite.t.app);
    const refused = await injectEndpoint(suite.t.app, opsBannersApi.create, {
      params: { orgCode: 'hearth' },
      payload: bannerBody('x'),
      token: borrower.jwt,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('staff limited to some lenders', () => {
  it('manage only their lenders’ banners; another lender’s are a 404 and nothing is written', async () => {
    const limited = await createTestStaff(suite.t.app, { role: 'ADMIN', orgCodes: ['silverpine'] });
    const jwt = await loginStaffWithSecret(suite.t.app, limited);
    const other = await staffRequest(suite.t.app, jwt, opsBannersApi.create, {
      params: { orgCode: 'bluewater-cu' },
      payload: bannerBody('Not my lender'),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await staffRequest(suite.t.app, jwt, opsBannersApi.list, { params: { orgCode: 'bluewater-cu' } }))
        .statusCode,
    ).toBe(404);
    expect((await readFile('bluewater-cu')).json()).not.toContainEqual(
      expect.objectContaining({ message: 'Not my lender' }),
    );
    const own = await staffRequest(suite.t.app, jwt, opsBannersApi.create, {
      params: { orgCode: 'silverpine' },
      payload: bannerBody('Mine'),
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});
