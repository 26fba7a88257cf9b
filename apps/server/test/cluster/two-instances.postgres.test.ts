import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicationApi, documentsApi } from '@hearth/domain/api/application-api';
import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi, identityBrokerApi } from '@hearth/domain/api/identity-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { sampleCreateHelocBody } from '@hearth/domain/registration/sample-registration';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationConditions,
  auditEvents,
  conditionDocuments,
  documents,
  helocApplications,
  identities,
  providerResults,
} from '../../src/db/schema/index.ts';
import { DEMO_BORROWER } from '../../src/db/seed.ts';
import { readStepVisits, readTimelineRows } from '../../src/lifecycle/lifecycle-test-support.ts';
import { TINY_PDF } from '../../src/modules/documents/test/document-fixtures.ts';
import { generateTotpCode } from '../../src/modules/staff/second-factor.ts';
import { SANDBOX_STAFF } from '../../src/modules/staff/staff-seed.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';
import { createServerInstance, freePort, type ServerInstance } from './server-instance.ts';

// The deployment README.md "Running several instances" describes: two server processes on one
// PostgreSQL database, behind a round-robin proxy. One borrower applies through the proxy while
// one instance is killed with SIGKILL and started again; nothing is lost and nothing is doubled.

const PASSWORD = 'Correct-Horse-42!';
const STEP_DEADLINE_MS = 45_000;

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  token?: string;
}

/** One call of the API's contract at `base` (the proxy, or one instance directly). */
function call(base: string, endpoint: AnyEndpoint, { params, query, json, form, token }: Call = {}) {
  const url = new URL(endpointPath(endpoint, params), base);
  for (const [name, value] of Object.entries(query ?? {})) {
    url.searchParams.set(name, value);
  }
  const headers: Record<string, string> = {};
  if (token) {
    headers.authorization = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
  }
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
  }
  return fetch(url, {
    method: endpoint.method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    signal: AbortSignal.timeout(15_000),
  });
}

async function ok<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  if (answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let instances: [ServerInstance, ServerInstance];
  let proxy: RoundRobinProxy;
  const dataDirs: string[] = [];
  /** The borrower as the test drives them. */
  const borrower = { jwt: '', uuid: '', documentUuid: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.databaseUrl as string,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PII_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: '1',
      JOBS: 'on',
      SANDBOX_VENDOR_DELAY_MS: '300',
    };
    const ports = [await freePort()];
    while (ports.length < 2) {
      const port = await freePort();
      if (!ports.includes(port)) {
        ports.push(port);
      }
    }
    instances = ports.map((port, index) => {
      const dataDir = mkdtempSync(join(tmpdir(), `hearth-cluster-${index}-`));
      dataDirs.push(dataDir);
      return createServerInstance({
        name: `instance ${index + 1}`,
        port,
        env: { ...shared, DATA_DIR: dataDir },
      });
    }) as [ServerInstance, ServerInstance];
    // One after the other, as a rolling deployment starts them.
    for (const instance of instances) {
      await instance.start();
    }
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await database?.dispose();
    for (const dir of dataDirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const instanceAt = (url: string) => instances.find((instance) => instance.url === url) as ServerInstance;
  const stepThroughProxy = async () =>
    (
      await ok<{ serverStep: string }>(
        call(proxy.url, applicationApi.stepStatus, { params: { uuid: borrower.uuid }, token: borrower.jwt }),
        'status',
      )
    ).serverStep;

  it('applies through the proxy while one instance is killed and restarted', {
    timeout: 120_000,
  }, async () => {
    try {
      const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
      const registered = await ok<{ jwt: string }>(
        call(proxy.url, identityApi.register, {
          query: { organization: 'hearth' },
          json: { email, password: PASSWORD, phoneNumber: '2125550123' },
        }),
        'register',
      );
      borrower.jwt = registered.jwt;
      const created = await ok<{ uuid: string }>(
        call(proxy.url, registrationApi.createHeloc, {
          query: { state: 'OR' },
          json: sampleCreateHelocBody({ email }),
          token: borrower.jwt,
        }),
        'create',
      );
      borrower.uuid = created.uuid;

      // The instance that took the create dies while the step jobs run: which instance holds which
      // job then varies from run to run. A job it held stays active until pg-boss expires it; its
      // restart sends the visit's job again (see send-jobs-for-job-steps.ts). Meanwhile the
      // borrower keeps polling through the proxy, which skips the dead upstream.
      const victim = instanceAt(proxy.served.at(-1) as string);
      await victim.kill();
      const refusedBefore = proxy.refusals();
      for (let poll = 0; poll < 4; poll += 1) {
        await stepThroughProxy();
      }
      expect(proxy.refusals()).toBeGreaterThan(refusedBefore);

      await victim.start();
      const servedBeforeRestart = proxy.served.length;
      await expect
        .poll(stepThroughProxy, { timeout: STEP_DEADLINE_MS, interval: 250 })
        .toBe('OFFER_SELECTION');

      const { offers } = await ok<{ offers: { type: string; term: number; max: number }[] }>(
        call(proxy.url, offersApi.list, { params: { uuid: borrower.uuid }, token: borrower.jwt }),
        'offers',
      );
      const offer = offers[0];
      expect(offer).toBeDefined();
      await ok(
        call(proxy.url, offersApi.select, {
          params: { uuid: borrower.uuid },
          json: { type: offer?.type, term: offer?.term, amount: offer?.max },
          token: borrower.jwt,
        }),
        'select offer',
      );

      // Staff ask for a paystub; the borrower uploads it, each through the proxy.
      const { challenge } = await ok<{ challenge: string }>(
        call(proxy.url, opsApi.login, {
          json: { email: SANDBOX_STAFF.email, password: SANDBOX_STAFF.password },
        }),
        'staff login',
      );
      const staff = await ok<{ jwt: string }>(
        call(proxy.url, staffApi.secondFactor, {
          json: { challenge, code: generateTotpCode(SANDBOX_STAFF.totpSecret, new Date()) },
        }),
        'staff second factor',
      );
      const condition = await ok<{ uuid: string }>(
        call(proxy.url, opsApi.raiseCondition, {
          params: { uuid: borrower.uuid },
          json: {
            category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
            title: 'Paystubs',
            description: 'Your most recent paystub.',
            documentTypes: ['USER_UPLOADED_PAYSTUB'],
            numDocsRequired: 1,
          },
          token: staff.jwt,
        }),
        'raise condition',
      );
      const form = new FormData();
      form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'paystub.pdf');
      const uploaded = await ok<{ actionNeeded: boolean }>(
        call(proxy.url, conditionsApi.uploadDocument, {
          params: { uuid: borrower.uuid, conditionUuid: condition.uuid },
          form,
          token: borrower.jwt,
        }),
        'upload',
      );
      expect(uploaded.actionNeeded).toBe(false);
      const listed = await ok<{ uuid: string; type: string }[]>(
        call(proxy.url, documentsApi.list, { params: { uuid: borrower.uuid }, token: borrower.jwt }),
        'documents',
      );
      const paystubs = listed.filter((document) => document.type === 'USER_UPLOADED_PAYSTUB');
      expect(paystubs).toHaveLength(1);
      borrower.documentUuid = paystubs[0]?.uuid ?? '';

      // After the restart both instances answered the borrower.
      const servedAfterRestart = new Set(proxy.served.slice(servedBeforeRestart));
      expect([...servedAfterRestart].sort()).toEqual(instances.map((instance) => instance.url).sort());
    } catch (error) {
      throw new Error(`${String(error)}\n${instances.map((instance) => instance.output()).join('\n')}`, {
        cause: error,
      });
    }
  });

  it('keeps exactly one application, one offer set and one run of each step job', async () => {
    const { db } = database.handle;
    const [application] = await db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.uuid, borrower.uuid));
    expect(application?.offerSet).toBeTruthy();
    const owned = await db
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(eq(helocApplications.identityUuid, application?.identityUuid ?? ''));
    expect(owned).toEqual([{ uuid: borrower.uuid }]);
    // Every start seeds the demo borrower (non-production): once, however many instances start.
    const demo = await db.select().from(identities).where(eq(identities.email, DEMO_BORROWER.email));
    expect(demo).toHaveLength(1);
    expect(await db.select().from(helocApplications)).toHaveLength(2);
    const listed = await ok<unknown[]>(
      call(proxy.url, applicationApi.list, { token: borrower.jwt }),
      'applications',
    );
    expect(listed).toHaveLength(1);

    const timeline = await readTimelineRows(db, borrower.uuid);
    expect(timeline.map((row) => [row.seq, row.actor, row.event])).toEqual([
      [1, 'JOB', 'SOFT_CREDIT_MATCHED'],
      [2, 'JOB', 'PROPERTY_VALUED'],
      [3, 'JOB', 'OFFERS_GENERATED'],
      [4, 'BORROWER', 'OFFER_SELECTED'],
    ]);

    const visits = await readStepVisits(db, borrower.uuid);
    expect(visits.map((visit) => [visit.step, visit.state, visit.runs])).toEqual([
      ['WAITING_FOR_SOFT_CREDIT', 'DONE', 1],
      ['WAITING_FOR_AVM_DATA', 'DONE', 1],
      ['WAITING_FOR_INITIAL_OFFERS', 'DONE', 1],
    ]);

    const results = await db
      .select({ kind: providerResults.kind, count: sql<number>`count(*)::int` })
      .from(providerResults)
      .where(eq(providerResults.applicationUuid, borrower.uuid))
      .groupBy(providerResults.kind);
    expect(results.map((row) => row.kind)).toEqual(expect.arrayContaining(['SOFT_CREDIT', 'AVM']));
    expect(results.filter((row) => row.count !== 1)).toEqual([]);

    const conditions = await db.select().from(applicationConditions);
    expect(conditions).toHaveLength(1);
    const links = await db.select().from(conditionDocuments);
    expect(links.map((link) => link.documentUuid)).toEqual([borrower.documentUuid]);
    const paystubs = await db.select().from(documents).where(eq(documents.type, 'USER_UPLOADED_PAYSTUB'));
    expect(paystubs).toHaveLength(1);

    const audit = await db
      .select({
        action: auditEvents.action,
        entityUuid: auditEvents.entityUuid,
        count: sql<number>`count(*)::int`,
      })
      .from(auditEvents)
      .groupBy(auditEvents.action, auditEvents.entityUuid);
    expect(audit).toContainEqual({ action: 'application.created', entityUuid: borrower.uuid, count: 1 });
    expect(audit.filter((row) => row.count !== 1)).toEqual([]);
  });

  it('serves the uploaded document from each instance, byte for byte', async () => {
    for (const instance of instances) {
      const served = await call(instance.url, documentsApi.file, {
        params: { uuid: borrower.uuid, documentUuid: borrower.documentUuid },
        token: borrower.jwt,
      });
      expect(served.status, instance.name).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PDF), instance.name).toBe(true);
    }
  });

  it('leaves no query queued behind another on one connection (a node-postgres deprecation)', () => {
    for (const instance of instances) {
      expect(instance.output(), instance.name).not.toContain('already executing a query');
    }
  });

  it("accepts the borrower's token on each instance; a logout on one ends it on both", async () => {
    const [first, second] = instances;
    for (const instance of instances) {
      const profile = await call(instance.url, profileApi.get, { token: borrower.jwt });
      expect(profile.status, instance.name).toBe(200);
    }
    await ok(
      call(first.url, identityBrokerApi.logout, { params: { audience: 'customer' }, token: borrower.jwt }),
      'logout',
    );
    await expect
      .poll(async () => (await call(second.url, profileApi.get, { token: borrower.jwt })).status, {
        timeout: 5_000,
      })
      .toBe(401);
    expect((await call(first.url, profileApi.get, { token: borrower.jwt })).status).toBe(401);
  });
});
