import { opsApi } from '@hearth/domain/api/ops-api';
import type { RaiseConditionBody } from '@hearth/domain/ops/ops-bodies';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationConditions, auditEvents } from '../../db/schema/index.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import {
  borrowerConditionsPath,
  type SeededApplication,
  seedApplication,
  staffRequest,
  useTestAppWithStaff,
} from '../ops/ops-test-support.ts';
import { raiseConditionInTransaction } from './raise-condition.ts';

let application: SeededApplication;

const suite = useTestAppWithStaff();
beforeAll(async () => {
  application = await seedApplication(suite.t.app, { serverStep: 'INCOME_VERIFICATION' });
});

const paystubs = {
  category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  title: 'Two recent paystubs',
  description: 'Upload your two most recent paystubs.',
  documentTypes: ['USER_UPLOADED_PAYSTUB'],
  numDocsRequired: 2,
} satisfies RaiseConditionBody;

function raise(uuid: string, body: Record<string, unknown>) {
  return staffRequest(suite.t.app, suite.staffJwt, opsApi.raiseCondition, {
    params: { uuid: uuid },
    payload: body,
  });
}

function resolve(uuid: string, conditionUuid: string) {
  return staffRequest(suite.t.app, suite.staffJwt, opsApi.resolveCondition, {
    params: { uuid: uuid, id: conditionUuid },
  });
}

describe('raising and resolving conditions (ops)', () => {
  it('raises a condition that the borrower then sees in the spec shape (CND-004, CND-007)', async () => {
    const raised = await raise(application.uuid, paystubs);
    expect(raised.statusCode, raised.body).toBe(201);
    const condition = raised.json<{ uuid: string }>();
    expect(condition).toMatchObject({ category: paystubs.category, status: 'OPEN', numDocsRequired: 2 });

    const seen = await getWithToken(
      suite.t.app,
      borrowerConditionsPath(application.uuid),
      application.borrower.jwt,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      {
        uuid: condition.uuid,
        categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
        created: expect.any(String),
        notes: 'Two recent paystubs',
        commentsToBorrower: 'Upload your two most recent paystubs.',
        requestDocuments: ['USER_UPLOADED_PAYSTUB'],
        actionNeeded: true,
        xtraData: { numDocsRequired: 2 },
      },
    ]);
    const audit = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityUuid, condition.uuid));
    expect(audit.map((event) => event.action)).toEqual(['ops.condition-raised']);
  });

  it('defaults to one document and lists conditions oldest first (CND-006, CND-007)', async () => {
    const other = await seedApplication(suite.t.app);
    const first = (await raise(other.uuid, { ...paystubs, numDocsRequired: undefined })).json<{
      uuid: string;
    }>();
    const second = (
      await raise(other.uuid, {
        category: 'MISSING_PHONE_NUMBER',
        title: 'Phone',
        description: 'Add a phone number.',
      })
    ).json<{ uuid: string }>();
    // Same transaction-time clock can tie; make the order unambiguous.
    await suite.t.db
      .update(applicationConditions)
      .set({ createdAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(applicationConditions.uuid, first.uuid));
    await suite.t.db
      .update(applicationConditions)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(applicationConditions.uuid, second.uuid));

    const seen = await getWithToken(suite.t.app, borrowerConditionsPath(other.uuid), other.borrower.jwt);
    const list = seen.json<Array<{ uuid: string; xtraData: { numDocsRequired: number } }>>();
    expect(list.map((condition) => condition.uuid)).toEqual([second.uuid, first.uuid]);
    expect(list[1]?.xtraData.numDocsRequired).toBe(1);
  });

  it('resolves a condition once: it leaves the borrower list, a second resolve is 409; audited', async () => {
    const other = await seedApplication(suite.t.app);
    const condition = (await raise(other.uuid, paystubs)).json<{ uuid: string }>();

    const resolved = await resolve(other.uuid, condition.uuid);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'RESOLVED', resolvedAt: expect.any(String) });
    expect(
      (await getWithToken(suite.t.app, borrowerConditionsPath(other.uuid), other.borrower.jwt)).json(),
    ).toEqual([]);

    const again = await resolve(other.uuid, condition.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['The condition is already resolved'] });
    const audit = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityUuid, condition.uuid));
    expect(audit.map((event) => event.action).sort()).toEqual([
      'ops.condition-raised',
      'ops.condition-resolved',
    ]);
  });

  it('answers 404 for a condition of another application and for an unknown application', async () => {
    const other = await seedApplication(suite.t.app);
    const condition = (await raise(other.uuid, paystubs)).json<{ uuid: string }>();
    expect((await resolve(application.uuid, condition.uuid)).statusCode).toBe(404);
    expect((await raise(crypto.randomUUID(), paystubs)).statusCode).toBe(404);
  });

  it('refuses a condition on a finished application with 409, and stores nothing', async () => {
    const done = await seedApplication(suite.t.app, { serverStep: 'COMPLETE' });
    const response = await raise(done.uuid, paystubs);
    expect(response.statusCode).toBe(409);
    const rows = await suite.t.db
      .select()
      .from(applicationConditions)
      .where(eq(applicationConditions.applicationUuid, done.uuid));
    expect(rows).toEqual([]);
  });

  it.each([
    ['an unknown category', { ...paystubs, category: 'SOMETHING_ELSE' }],
    ['an empty title', { ...paystubs, title: ' ' }],
    ['a missing description', { category: paystubs.category, title: 'x' }],
    ['an unknown document type', { ...paystubs, documentTypes: ['SELFIE'] }],
    ['an extra field', { ...paystubs, priority: 'high' }],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await raise(application.uuid, body);
    expect(response.statusCode).toBe(400);
  });
});

describe('CND-005: only the 12 shown categories reach the borrower', () => {
  it('filters out a stored condition of any other category', async () => {
    const other = await seedApplication(suite.t.app);
    const shown = (await raise(other.uuid, paystubs)).json<{ uuid: string }>();
    await suite.t.db.insert(applicationConditions).values({
      applicationUuid: other.uuid,
      category: 'UNDERWRITER_INTERNAL_NOTE',
      title: 'Internal',
      description: 'Not for the borrower.',
    });
    const seen = await getWithToken(suite.t.app, borrowerConditionsPath(other.uuid), other.borrower.jwt);
    expect(seen.json<Array<{ uuid: string }>>().map((condition) => condition.uuid)).toEqual([shown.uuid]);
    const staffView = await staffRequest(suite.t.app, suite.staffJwt, opsApi.application, {
      params: { uuid: other.uuid },
    });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().conditions).toHaveLength(2);
  });
});

describe('a condition raised by the system (a job), in its own transaction', () => {
  it('reaches the borrower like a staff one; the audit names the system', async () => {
    const other = await seedApplication(suite.t.app);
    const raised = await suite.t.db.transaction((tx) =>
      raiseConditionInTransaction(tx, other.uuid, { ...paystubs, numDocsRequired: 3 }, null),
    );
    const seen = await getWithToken(suite.t.app, borrowerConditionsPath(other.uuid), other.borrower.jwt);
    expect(seen.json()).toEqual([
      expect.objectContaining({ uuid: raised.uuid, xtraData: { numDocsRequired: 3 } }),
    ]);
    const [audit] = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityUuid, raised.uuid));
    expect(audit).toMatchObject({
      actorIdentityUuid: null,
      actorType: 'system',
      ip: null,
    });
  });
});

describe('GET …/conditions/external-applicants (API-052): owner only', () => {
  it('answers 404 to another borrower and 401 without a token', async () => {
    const stranger = await registerUser(suite.t.app);
    const response = await getWithToken(suite.t.app, borrowerConditionsPath(application.uuid), stranger.jwt);
    expect(response.statusCode).toBe(404);
    const anonymous = await suite.t.app.inject({
      method: 'GET',
      url: borrowerConditionsPath(application.uuid),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
