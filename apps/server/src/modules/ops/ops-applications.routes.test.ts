import { opsApi } from '@hearth/domain/api/ops-api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, helocApplications } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import {
  type SeededApplication,
  seedApplication,
  staffRequest,
  useTestAppWithStaff,
} from './ops-test-support.ts';

const seeded: SeededApplication[] = [];
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

const suite = useTestAppWithStaff();
beforeAll(async () => {
  // Created on days 1…5: oldest first here, so the list shows them in reverse.
  seeded.push(await seedApplication(suite.t.app, { lastName: 'Lovelace', createdDate: day(1) }));
  seeded.push(
    await seedApplication(suite.t.app, { lastName: 'Hopper', createdDate: day(2), serverStep: 'RECORDING' }),
  );
  seeded.push(
    await seedApplication(suite.t.app, { lastName: 'Lovett', createdDate: day(3), org: 'silverpine' }),
  );
  seeded.push(
    await seedApplication(suite.t.app, {
      lastName: 'Turing',
      createdDate: day(4),
      email: `alan_${Date.now()}@turing.test`,
    }),
  );
  seeded.push(
    await seedApplication(suite.t.app, {
      lastName: 'Hamilton',
      createdDate: day(5),
      serverStep: 'RECORDING',
    }),
  );
});

type Page = {
  items: Array<{ uuid: string; loanNumber: string; lastName: string }>;
  total: number;
  page: number;
};

/** `query` as a URL's search part (`?q=…`): what a staff screen sends. */
const asQuery = (query: string) => Object.fromEntries(new URLSearchParams(query));

async function list(query: string): Promise<Page> {
  const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.applications, {
    query: asQuery(query),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const names = (page: Page) => page.items.map((item) => item.lastName);

describe('GET /ops/api/v1/applications', () => {
  it('lists newest first and pages through them', async () => {
    const first = await list('?pageSize=2');
    expect(first).toMatchObject({ page: 1, total: 5 });
    expect(names(first)).toEqual(['Hamilton', 'Turing']);
    expect(names(await list('?pageSize=2&page=2'))).toEqual(['Lovett', 'Hopper']);
    expect(names(await list('?pageSize=2&page=3'))).toEqual(['Lovelace']);
    expect((await list('?pageSize=2&page=4')).items).toEqual([]);
  });

  it('CON-010: pages hold 20 unless a size is asked for', async () => {
    expect(await list('')).toMatchObject({ page: 1, pageSize: 20 });
  });

  it.each([
    ['a last-name prefix, any case', '?q=lov', ['Lovett', 'Lovelace']],
    ['the step', '?step=RECORDING', ['Hamilton', 'Hopper']],
    ['the organisation', '?org=silverpine', ['Lovett']],
    ['the step and a name together', '?step=RECORDING&q=ham', ['Hamilton']],
    ['an e-mail fragment', '?q=turing.test', ['Turing']],
    ['a wildcard character, taken literally', '?q=alan_', ['Turing']],
    ['nothing that matches', '?q=zzz-nobody', []],
  ])('filters by %s', async (_case, query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('finds an application by its loan number', async () => {
    const target = seeded[1] as SeededApplication;
    const page = await list(`?q=${target.loanNumber}`);
    expect(page.items.map((item) => item.uuid)).toEqual([target.uuid]);
  });

  it.each([
    ['an unknown step', '?step=NOT_A_STEP'],
    ['page 0', '?page=0'],
    ['a page size over 100', '?pageSize=101'],
    ['an unknown parameter', '?sort=name'],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.applications, {
      query: asQuery(query),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /ops/api/v1/applications/{uuid}', () => {
  it('reads one application with its applicant, conditions and the events staff may send; audited', async () => {
    const target = seeded[1] as SeededApplication;
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.application, {
      params: { uuid: target.uuid },
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      application: { uuid: target.uuid, loanNumber: target.loanNumber },
      serverStep: 'RECORDING',
      applicant: { email: target.borrower.email, lastName: 'Hopper', ssnMasked: null },
      conditions: [],
    });
    expect(body.allowedEvents).toEqual(
      expect.arrayContaining([
        { event: 'RECORDED', by: 'PROVIDER', to: 'FUNDABLE' },
        { event: 'CANCELLED_BY_OPS', by: 'OPS', to: 'CANCELLED' },
      ]),
    );
    const audit = await suite.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityUuid, target.uuid), eq(auditEvents.action, 'ops.application-viewed')));
    expect(audit).toHaveLength(1);
  });

  it('masks the SSN to its last four digits and never sends the date of birth', async () => {
    const target = seeded[0] as SeededApplication;
    await suite.t.db
      .update(helocApplications)
      .set({
        ssnEncrypted: encryptPii('123-45-6789', suite.t.config.piiKey),
        applicantDobEncrypted: encryptPii('1980-07-14', suite.t.config.piiKey),
      })
      .where(eq(helocApplications.uuid, target.uuid));
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.application, {
      params: { uuid: target.uuid },
    });
    expect(response.json()).toMatchObject({
      applicant: { ssnMasked: '***-**-6789' },
      application: { ssnMasked: '***-**-6789' },
    });
    for (const clear of ['123-45', '123456789', '1980-07-14', '07/14']) {
      expect(response.body).not.toContain(clear);
    }
  });

  it('answers 404 for an unknown application', async () => {
    const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.application, {
      params: { uuid: crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(404);
  });
});
