import { feedbackApi, opsFeedbackApi } from '@hearth/domain/api/feedback-api';
import { CEO_FEEDBACK_TOO_LONG, CEO_FEEDBACK_TOO_SHORT } from '@hearth/domain/feedback/ceo-feedback';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents, ceoFeedback } from '../../db/schema/index.ts';
import { readAuditRow } from '../audit/audit.repository.ts';
import { registerUser, uniqueEmail } from '../identity/identity-test-support.ts';
import { seedApplication, staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { createTestStaff, loginStaffWithSecret } from '../staff/staff-test-support.ts';
import { APPLICATION_NOT_FOUND, CEO_FEEDBACK_NOT_OFFERED } from './ceo-feedback.service.ts';

const suite = useTestAppWithStaff();

const MESSAGE = 'Please open on Saturdays, my name is Jo Example';
const body = (extra: Record<string, unknown> = {}) => ({
  message: MESSAGE,
  topic: 'IMPROVE',
  marketingConsent: true,
  pathname: '/dashboard',
  productType: 'HELOC',
  ...extra,
});

function send(jwt: string, payload: Record<string, unknown>, org = 'hearth') {
  return injectEndpoint(suite.t.app, feedbackApi.ceo, { token: jwt, payload, headers: { 'x-org': org } });
}

describe('API-014: POST feedback to the CEO', () => {
  it('CND-030: stores the payload with the message encrypted, and audits it without the text', async () => {
    const seeded = await seedApplication(suite.t.app);
    const response = await send(
      seeded.borrower.jwt,
      body({ applicationUuid: seeded.uuid, pathname: `/account/heloc/${seeded.uuid}/identity` }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { uuid } = response.json<{ uuid: string }>();

    const [row] = await suite.t.db.select().from(ceoFeedback).where(eq(ceoFeedback.uuid, uuid));
    expect(row).toMatchObject({
      organizationCode: 'hearth',
      identityUuid: seeded.borrower.identityUuid,
      applicationUuid: seeded.uuid,
      topic: 'IMPROVE',
      marketingConsent: true,
      productType: 'HELOC',
    });
    expect(row?.messageEncrypted).not.toContain('Saturdays');
    expect(row?.messageEncrypted.startsWith('v1.')).toBe(true);

    const [audit] = await suite.t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, uuid));
    expect(audit && readAuditRow(audit)).toMatchObject({
      action: 'borrower.ceo-feedback-sent',
      actorUuid: seeded.borrower.identityUuid,
      payload: { organizationCode: 'hearth', topic: 'IMPROVE' },
    });
  });

  it('CND-022: a Hearth variant is the main brand too', async () => {
    const borrower = await registerUser(suite.t.app, uniqueEmail(), 'hearth-ny');
    const response = await send(borrower.jwt, body({ topic: 'COMPLIMENT' }), 'hearth-ny');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('CND-022: another lender’s borrower is refused (403)', async () => {
    const borrower = await registerUser(suite.t.app, uniqueEmail(), 'silverpine');
    const response = await send(borrower.jwt, body(), 'silverpine');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [CEO_FEEDBACK_NOT_OFFERED] });
  });

  it('refuses naming someone else’s application (404) and stores nothing', async () => {
    const other = await seedApplication(suite.t.app);
    const borrower = await registerUser(suite.t.app);
    const response = await send(borrower.jwt, body({ applicationUuid: other.uuid }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [APPLICATION_NOT_FOUND] });
    const rows = await suite.t.db
      .select()
      .from(ceoFeedback)
      .where(eq(ceoFeedback.identityUuid, borrower.identityUuid));
    expect(rows).toEqual([]);
  });

  it('needs a signed-in borrower (401)', async () => {
    const response = await injectEndpoint(suite.t.app, feedbackApi.ceo, { payload: body() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['CND-025: a message under 10 characters', body({ message: 'Too short' }), CEO_FEEDBACK_TOO_SHORT],
    ['CND-026: a message over 1000 characters', body({ message: 'x'.repeat(1001) }), CEO_FEEDBACK_TOO_LONG],
    ['CND-024: an unknown topic', body({ topic: 'COMPLAIN' }), 'Please choose a topic'],
    ['CND-027: consent as YES', body({ marketingConsent: 'YES' }), 'marketingConsent must be true or false'],
    ['CND-030: another product', body({ productType: 'HELOAN' }), 'productType must be HELOC'],
    ['a pathname that is not a path', body({ pathname: 'https://x.example' }), 'pathname must start with /'],
  ])('refuses %s (400) with its message', async (_, payload, message) => {
    const borrower = await registerUser(suite.t.app);
    const response = await send(borrower.jwt, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.join(' ')).toContain(message);
  });
});

describe('ops: GET the CEO feedback', () => {
  it('pages newest first with the message readable, filters by lender, audits the reading', async () => {
    const borrower = await registerUser(suite.t.app, uniqueEmail(), 'hearth-wholesale');
    for (const n of [1, 2, 3]) {
      const response = await send(
        borrower.jwt,
        body({ message: `Wholesale feedback ${n}` }),
        'hearth-wholesale',
      );
      expect(response.statusCode).toBe(201);
    }
    const page = await staffRequest(suite.t.app, suite.staffJwt, opsFeedbackApi.ceo, {
      query: { org: 'hearth-wholesale', page: '1', pageSize: '2' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.json<{ items: Array<{ message: string }> }>().items.map((item) => item.message)).toEqual([
      'Wholesale feedback 3',
      'Wholesale feedback 2',
    ]);
    const second = await staffRequest(suite.t.app, suite.staffJwt, opsFeedbackApi.ceo, {
      query: { org: 'hearth-wholesale', page: '2', pageSize: '2' },
    });
    expect(second.json()).toMatchObject({
      total: 3,
      items: [
        { message: 'Wholesale feedback 1', orgCode: 'hearth-wholesale', identityUuid: borrower.identityUuid },
      ],
    });
    const reads = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ops.ceo-feedback-read'));
    expect(reads.map((row) => readAuditRow(row).payload)).toEqual(
      expect.arrayContaining([{ count: 2 }, { count: 1 }]),
    );
  });

  it.each<Record<string, string>>([{ page: '0' }, { pageSize: '101' }, { sort: 'asc' }])(
    'refuses the query %o (400)',
    async (query) => {
      const response = await staffRequest(suite.t.app, suite.staffJwt, opsFeedbackApi.ceo, { query });
      expect(response.statusCode).toBe(400);
    },
  );

  it('is staff only: no token is 401, a borrower’s token 403', async () => {
    expect((await injectEndpoint(suite.t.app, opsFeedbackApi.ceo)).statusCode).toBe(401);
    const borrower = await registerUser(suite.t.app);
    expect((await injectEndpoint(suite.t.app, opsFeedbackApi.ceo, { token: borrower.jwt })).statusCode).toBe(
      403,
    );
  });

  it('shows staff limited to some lenders only their lenders’ feedback', async () => {
    const limited = await createTestStaff(suite.t.app, { role: 'ADMIN', orgCodes: ['silverpine'] });
    const jwt = await loginStaffWithSecret(suite.t.app, limited);
    const all = await staffRequest(suite.t.app, jwt, opsFeedbackApi.ceo);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 0, items: [] });
    const asked = await staffRequest(suite.t.app, jwt, opsFeedbackApi.ceo, {
      query: { org: 'hearth-wholesale' },
    });
    expect(asked.json()).toMatchObject({ total: 0, items: [] });
    const unlimited = await staffRequest(suite.t.app, suite.staffJwt, opsFeedbackApi.ceo, {
      query: { org: 'hearth-wholesale' },
    });
    expect(unlimited.json().total).toBeGreaterThan(0);
  });
});
