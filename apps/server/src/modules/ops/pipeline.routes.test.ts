import { opsPipelineApi, opsQueuesApi } from '@hearth/domain/api/ops-pipeline-api';
import type { PipelinePage } from '@hearth/domain/ops/pipeline';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestStaff, startTestStaffSession, type TestStaff } from '../staff/staff-test-support.ts';
import { staffRequest } from './ops-test-support.ts';
import { seedPipelineApplication } from './pipeline-test-support.ts';

/**
 * Six applications of one lender (`silverpine`), one of another (`hearth`): the pipeline's filters, sorting
 * and paging are checked against what was seeded.
 */
const suite = useTestApp(
  () => buildTestApp({ rateLimitsEnabled: false }),
  async (t) => {
    const seed = (options: Parameters<typeof seedPipelineApplication>[1]) =>
      seedPipelineApplication(t.app, { org: 'silverpine', ...options });
    const apps = {
      fraud: await seed({
        serverStep: 'FRAUD_REVIEW',
        lastName: 'Fraud',
        firstName: 'Ada',
        createdDaysAgo: 10,
        enteredDaysAgo: 2,
        amount: 50_000,
      }),
      title: await seed({
        serverStep: 'FINAL_TITLE_REVIEW',
        lastName: 'Okafor',
        firstName: 'Bea',
        createdDaysAgo: 8,
        enteredDaysAgo: 6,
        amount: 120_000,
      }),
      income: await seed({
        serverStep: 'INCOME_VERIFICATION',
        lastName: 'Lindqvist',
        firstName: 'Cyrus',
        email: `cyrus-${Date.now()}@mail.test`,
        createdDaysAgo: 5,
        enteredDaysAgo: 1,
        amount: 75_000,
      }),
      offers: await seed({ serverStep: 'OFFER_SELECTION', lastName: 'Moreau', createdDaysAgo: 3 }),
      bpo: await seed({
        serverStep: 'NAV_BPO_REVIEW',
        lastName: 'Titlereview',
        createdDaysAgo: 2,
        enteredDaysAgo: 1,
        amount: 90_000,
      }),
      complete: await seed({ serverStep: 'COMPLETE', lastName: 'Huang', createdDaysAgo: 0 }),
      otherLender: await seedPipelineApplication(t.app, {
        org: 'hearth',
        serverStep: 'FRAUD_REVIEW',
        lastName: 'Fraud',
        createdDaysAgo: 4,
      }),
    };
    const staff = {} as Record<StaffRole, TestStaff>;
    for (const role of ['MANAGER', 'SUPPORT'] as const) {
      staff[role] = await createTestStaff(t.app, { role, orgCodes: ['silverpine'] });
    }
    return { apps, manager: staff.MANAGER, support: staff.SUPPORT };
  },
);

async function pipeline(query: Record<string, string>, staff: TestStaff = suite.manager) {
  const jwt = await startTestStaffSession(suite.t.app, staff);
  const response = await staffRequest(suite.t.app, jwt, opsPipelineApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PipelinePage>();
}

const uuidsOf = (page: PipelinePage) => page.items.map((item) => item.uuid);

describe('the pipeline', () => {
  it("lists the lender's applications newest first, never another lender's", async () => {
    const { apps } = suite;
    const page = await pipeline({});
    expect(uuidsOf(page)).toEqual([
      apps.complete.uuid,
      apps.bpo.uuid,
      apps.offers.uuid,
      apps.income.uuid,
      apps.title.uuid,
      apps.fraud.uuid,
    ]);
    expect(page.total).toBe(6);
    expect(uuidsOf(await pipeline({ org: 'hearth' }))).toEqual([]);
  });

  it('gives each row its phase, queue, persona and when it entered its step', async () => {
    const { apps } = suite;
    const page = await pipeline({});
    const fraud = page.items.find((item) => item.uuid === apps.fraud.uuid);
    expect(fraud).toMatchObject({
      serverStep: 'FRAUD_REVIEW',
      phase: 'VERIFICATION_OF_BORROWER',
      queue: 'FRAUD_REVIEW',
      sandboxPersona: 'ID_FRAUD',
      firstName: 'Ada',
      lastName: 'Fraud',
      amount: 50_000,
      assignee: null,
    });
    expect(Date.parse(fraud?.stepEnteredAt ?? '')).toBeLessThan(
      Date.parse(fraud?.createdDate ?? '') + 9 * 86_400_000,
    );
    const offers = page.items.find((item) => item.uuid === apps.offers.uuid);
    // No move yet: the step was entered when the application was created.
    expect(offers).toMatchObject({ queue: null, sandboxPersona: null, phase: 'OFFERS_AND_UNDERWRITING' });
    expect(offers?.stepEnteredAt).toBe(offers?.createdDate);
    expect(page.items.find((item) => item.uuid === apps.complete.uuid)?.phase).toBeNull();
  });

  it('counts what waits in each queue, within the lender', async () => {
    const page = await pipeline({});
    expect(page.queueCounts).toMatchObject({
      FRAUD_REVIEW: 1,
      TITLE_EXCEPTIONS: 1,
      INCOME_REVIEW: 1,
      VALUATION_DECISION: 1,
      PAYOFFS: 0,
    });
  });

  it.each([
    ['loanNumber', 'asc', ['fraud', 'title', 'income', 'offers', 'bpo', 'complete']],
    ['created', 'asc', ['fraud', 'title', 'income', 'offers', 'bpo', 'complete']],
    ['amount', 'desc', ['title', 'bpo', 'income', 'fraud', 'offers', 'complete']],
    ['amount', 'asc', ['fraud', 'income', 'bpo', 'title', 'offers', 'complete']],
    // Longest at its step first: title (6 days), then offers (created 3 days ago, never moved)…
    ['timeInStep', 'desc', ['title', 'offers', 'fraud', 'income', 'bpo', 'complete']],
  ] as const)('sorts by %s %s', async (sort, order, expected) => {
    const page = await pipeline({ sort, order });
    const names = page.items.map(
      (item) => Object.entries(suite.apps).find(([, app]) => app.uuid === item.uuid)?.[0],
    );
    if (sort === 'timeInStep') {
      // income and bpo entered their steps at the same time: their order between them is the loan number's.
      expect(names.slice(0, 3)).toEqual(expected.slice(0, 3));
      expect(names.at(-1)).toBe('complete');
    } else {
      expect(names).toEqual(expected);
    }
  });

  it('pages', async () => {
    const { apps } = suite;
    const second = await pipeline({ sort: 'created', order: 'asc', page: '2', pageSize: '2' });
    expect(uuidsOf(second)).toEqual([apps.income.uuid, apps.offers.uuid]);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 6 });
  });

  it.each([
    [{ step: 'FRAUD_REVIEW' }, ['fraud']],
    [{ phase: 'VERIFICATION_OF_PROPERTY' }, ['bpo', 'title']],
    [{ queue: 'INCOME_REVIEW' }, ['income']],
    [{ minAgeDays: '5' }, ['income', 'title', 'fraud']],
    [{ maxAgeDays: '2' }, ['complete', 'bpo']],
    [{ minAgeDays: '3', maxAgeDays: '8' }, ['offers', 'income', 'title']],
    [{ sandbox: 'true' }, ['bpo', 'fraud']],
    [{ sandbox: 'false' }, ['complete', 'offers', 'income', 'title']],
    [{ q: 'cyrus' }, ['income']],
    [{ q: 'bea' }, ['title']],
    [{ q: 'okaf' }, ['title']],
    [{ q: '@mail.test' }, ['income']],
    [{ assignee: 'unassigned', queue: 'FRAUD_REVIEW' }, ['fraud']],
    [{ assignee: 'me' }, []],
  ])('filters by %j', async (query, expected) => {
    const page = await pipeline(query);
    expect(uuidsOf(page)).toEqual(expected.map((name) => suite.apps[name as keyof typeof suite.apps].uuid));
    expect(page.total).toBe(expected.length);
  });

  it('finds an application by its loan number', async () => {
    const page = await pipeline({ q: suite.apps.title.loanNumber });
    expect(uuidsOf(page)).toEqual([suite.apps.title.uuid]);
  });

  it('refuses a filter it does not know, with the reason', async () => {
    const jwt = await startTestStaffSession(suite.t.app, suite.manager);
    const response = await staffRequest(suite.t.app, jwt, opsPipelineApi.list, {
      query: { minAgeDays: '9', maxAgeDays: '2' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.join()).toContain('minAgeDays is at most maxAgeDays');
  });

  it('shows SUPPORT the pipeline with e-mails masked', async () => {
    const page = await pipeline({ q: 'cyrus' }, suite.support);
    expect(page.items[0]?.email).toMatch(/^c\*\*\*@mail\.test$/);
    const managerView = await pipeline({ q: 'cyrus' });
    expect(managerView.items[0]?.email).toMatch(/^cyrus-\d+@mail\.test$/);
  });

  it('lists the queues with their counts', async () => {
    const jwt = await startTestStaffSession(suite.t.app, suite.manager);
    const response = await staffRequest(suite.t.app, jwt, opsQueuesApi.list);
    expect(response.statusCode).toBe(200);
    const queues = response.json<Array<{ queue: string; count: number; label: string }>>();
    expect(queues.find((queue) => queue.queue === 'FRAUD_REVIEW')).toMatchObject({
      count: 1,
      label: 'Identity fraud review',
    });
    expect(queues.map((queue) => queue.queue)).toContain('TITLE_EXCEPTIONS');
  });
});
