import { experimentsApi } from '@hearth/domain/api/experiments-api';
import { APP_ID_REQUIRED, assignVariation } from '@hearth/domain/experiments/experiment';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { experimentAssignments, profiles, telemetryEvents } from '../../db/schema/index.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { useTestAppWithBorrowers } from '../identity/identity-test-support.ts';
import { EXPERIMENT_ASSIGNED_EVENT } from './experiments.service.ts';

const suite = useTestAppWithBorrowers('alice', 'bob');

function save(token: string, appUuid: string, experiments: unknown[]) {
  return injectEndpoint(suite.t.app, experimentsApi.save, {
    token,
    params: { appUuid },
    payload: { experiments },
  });
}

/** An experiment name whose hash puts alice in the wanted variation. */
function nameFor(identityUuid: string, variation: 'variation' | 'control'): string {
  for (let n = 0; n < 100; n += 1) {
    if (assignVariation(identityUuid, `exp-${n}`) === variation) {
      return `exp-${n}`;
    }
  }
  throw new Error('no name found');
}

describe('GET/PATCH …/v3/application/heloc/optermizerly-profile (API-033, API-034)', () => {
  it('links the browser’s tracker to the caller’s profile and answers it as trackerUuid', async () => {
    const { alice } = suite;
    const query = { identityUuid: alice.identityUuid };
    const before = await injectEndpoint(suite.t.app, experimentsApi.trackerProfile, {
      token: alice.jwt,
      query,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ trackerUuid: null });

    const trackerUuid = crypto.randomUUID();
    const linked = await injectEndpoint(suite.t.app, experimentsApi.linkTrackerProfile, {
      token: alice.jwt,
      query,
      payload: { optimizelyProfileUuid: trackerUuid },
    });
    expect(linked.json()).toEqual({ trackerUuid });
    const after = await injectEndpoint(suite.t.app, experimentsApi.trackerProfile, {
      token: alice.jwt,
      query,
    });
    expect(after.json()).toEqual({ trackerUuid });
    const [row] = await suite.t.db
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, alice.identityUuid));
    expect(row?.optimizelyProfileUuid).toBe(trackerUuid);
  });

  it('answers 404 for another identity’s profile, and changes nothing', async () => {
    const { alice, bob } = suite;
    const query = { identityUuid: bob.identityUuid };
    const read = await injectEndpoint(suite.t.app, experimentsApi.trackerProfile, {
      token: alice.jwt,
      query,
    });
    expect(read.statusCode).toBe(404);
    const write = await injectEndpoint(suite.t.app, experimentsApi.linkTrackerProfile, {
      token: alice.jwt,
      query,
      payload: { optimizelyProfileUuid: crypto.randomUUID() },
    });
    expect(write.statusCode).toBe(404);
    const [row] = await suite.t.db.select().from(profiles).where(eq(profiles.identityUuid, bob.identityUuid));
    expect(row?.optimizelyProfileUuid).toBeNull();
  });

  it('needs a token', async () => {
    const response = await injectEndpoint(suite.t.app, experimentsApi.trackerProfile, {
      query: { identityUuid: suite.alice.identityUuid },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH …/v3/application/heloc/{appUuid}/experiments (API-035, API-068, API-069)', () => {
  it('assigns each variation from the borrower and the experiment, mode optimizely by default', async () => {
    const { alice } = suite;
    const application = await insertApplicationAt(suite.t.db, alice.identityUuid, 'OFFER_SELECTION');
    const inVariation = nameFor(alice.identityUuid, 'variation');
    const inControl = nameFor(alice.identityUuid, 'control');

    const response = await save(alice.jwt, application.uuid, [
      // The client's own guess does not decide: the server's assignment does.
      { name: inVariation, variation: 'control', appUuid: application.uuid },
      { name: inControl, appUuid: application.uuid },
    ]);

    expect(response.statusCode).toBe(200);
    const { experiments } = response.json();
    expect(experiments).toEqual(
      [
        { name: inVariation, variation: 'variation', appUuid: application.uuid, mode: 'optimizely' },
        { name: inControl, variation: 'control', appUuid: application.uuid, mode: 'optimizely' },
      ]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((record) => ({ ...record, assignedAt: expect.any(String) })),
    );
  });

  it('keeps the first record, gives another application of the borrower the same variation, and reports each new one once', async () => {
    const { alice } = suite;
    const first = await insertApplicationAt(suite.t.db, alice.identityUuid, 'OFFER_SELECTION');
    const second = await insertApplicationAt(suite.t.db, alice.identityUuid, 'OFFER_SELECTION');
    const name = 'fe-heloc-offer-layout';

    await save(alice.jwt, first.uuid, [{ name, appUuid: first.uuid }]);
    await save(alice.jwt, first.uuid, [{ name, appUuid: first.uuid }]);
    const other = await save(alice.jwt, second.uuid, [{ name, appUuid: second.uuid }]);

    const rows = await suite.t.db
      .select()
      .from(experimentAssignments)
      .where(eq(experimentAssignments.name, name));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.variation))).toEqual(
      new Set([assignVariation(alice.identityUuid, name)]),
    );
    expect(other.json().experiments[0].variation).toBe(assignVariation(alice.identityUuid, name));

    const events = await suite.t.db
      .select()
      .from(telemetryEvents)
      .where(
        and(
          eq(telemetryEvents.event, EXPERIMENT_ASSIGNED_EVENT),
          eq(telemetryEvents.applicationUuid, first.uuid),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      identityId: alice.identityUuid,
      productType: 'HELOC',
      eventProperties: {
        experiment: name,
        variation: assignVariation(alice.identityUuid, name),
        mode: 'optimizely',
      },
    });
  });

  it('puts everyone in control in mode off', async () => {
    const { alice } = suite;
    const application = await insertApplicationAt(suite.t.db, alice.identityUuid, 'OFFER_SELECTION');
    const name = nameFor(alice.identityUuid, 'variation');
    const response = await save(alice.jwt, application.uuid, [
      { name, appUuid: application.uuid, mode: 'off' },
    ]);
    expect(response.json().experiments[0]).toMatchObject({ name, variation: 'control', mode: 'off' });
  });

  it('refuses an experiment without its app id (ERR-024) or of another application', async () => {
    const { alice } = suite;
    const application = await insertApplicationAt(suite.t.db, alice.identityUuid, 'OFFER_SELECTION');
    const missing = await save(alice.jwt, application.uuid, [{ name: 'exp' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContain(APP_ID_REQUIRED);
    const elsewhere = await save(alice.jwt, application.uuid, [
      { name: 'exp', appUuid: crypto.randomUUID() },
    ]);
    expect(elsewhere.statusCode).toBe(400);
  });

  it('answers 404 for someone else’s application and records nothing', async () => {
    const { alice, bob } = suite;
    const application = await insertApplicationAt(suite.t.db, bob.identityUuid, 'OFFER_SELECTION');
    const response = await save(alice.jwt, application.uuid, [{ name: 'exp', appUuid: application.uuid }]);
    expect(response.statusCode).toBe(404);
    const rows = await suite.t.db
      .select()
      .from(experimentAssignments)
      .where(eq(experimentAssignments.applicationUuid, application.uuid));
    expect(rows).toEqual([]);
  });
});
