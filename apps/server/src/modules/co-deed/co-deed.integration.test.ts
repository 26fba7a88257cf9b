import { coDeedApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  moveAsBorrower,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { readStepVisits } from '../../lifecycle/lifecycle-test-support.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { bearer } from '../identity/identity-test-support.ts';
import {
  inviteCoOwner,
  joinAsCoDeeder,
  signEverything,
  uploadSignerId,
  WITH_OFFER,
} from '../signer/test/signer-test-support.ts';

const suite = useTestApp(buildLifecycleTestApp);

/** The CO_DEED_REQ job has run and decided to wait (it is re-run when a co-deeder signs). */
async function waitForCoDeedJobToWait(uuid: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const job = (await readStepVisits(suite.t.db, uuid)).find((visit) => visit.step === 'CO_DEED_REQ');
    if (job?.state === 'WAITING' || Date.now() - started > 15_000) {
      expect(job?.state).toBe('WAITING');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the co-deed step (SGN-001, PRG-083)', () => {
  it('SGN-001: a sole owner who invited no one goes on from CO_DEED_REQ at once', async () => {
    const { uuid } = await seedAtStep(suite.t, 'NOTE_SIGNING', { ownershipType: 'SOLE', ...WITH_OFFER });
    await moveAsBorrower(suite.t, uuid, 'NOTE_SIGNED');
    const row = await expectStep(suite.t, uuid, 'NOTARY_DISCLOSURE');
    expect(row.coDeedStatus).toBeNull();
  });

  it('SGN-001: with JOINT ownership the application waits at CO_DEED_REQ until the other owner has signed, then goes on', async () => {
    const seeded = await seedAtStep(suite.t, 'NOTE_SIGNING', { ownershipType: 'JOINT', ...WITH_OFFER });
    await moveAsBorrower(suite.t, seeded.uuid, 'NOTE_SIGNED');
    await expectStep(suite.t, seeded.uuid, 'CO_DEED_REQ');
    await waitForCoDeedJobToWait(seeded.uuid);

    const { jwt } = await joinAsCoDeeder(suite.t, seeded);
    expect((await uploadSignerId(suite.t, jwt, seeded.uuid)).statusCode).toBe(200);
    await waitForCoDeedJobToWait(seeded.uuid);
    expect((await expectStep(suite.t, seeded.uuid, 'CO_DEED_REQ')).coDeedStatus).toBe('PENDING');

    await signEverything(suite.t, jwt, seeded.uuid);
    const row = await expectStep(suite.t, seeded.uuid, 'NOTARY_DISCLOSURE');
    expect(row.coDeedStatus).toBe('COMPLETE');
    const confirmed = (await readTimeline(suite.t.db, seeded.uuid)).find(
      (entry) => entry.event === 'CO_DEEDERS_CONFIRMED',
    );
    expect(confirmed).toMatchObject({ actor: 'JOB', from: 'CO_DEED_REQ', to: 'GEN_NOTARY_DISCLOSURE' });
  });

  it('SGN-001: every invited owner signs: one who has not holds the step, a withdrawn one does not', async () => {
    const seeded = await seedAtStep(suite.t, 'NOTE_SIGNING', { ownershipType: 'JOINT', ...WITH_OFFER });
    await moveAsBorrower(suite.t, seeded.uuid, 'NOTE_SIGNED');
    await expectStep(suite.t, seeded.uuid, 'CO_DEED_REQ');
    const first = await joinAsCoDeeder(suite.t, seeded);
    const second = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid);
    await uploadSignerId(suite.t, first.jwt, seeded.uuid);
    await signEverything(suite.t, first.jwt, seeded.uuid);
    await waitForCoDeedJobToWait(seeded.uuid);
    expect((await expectStep(suite.t, seeded.uuid, 'CO_DEED_REQ')).coDeedStatus).toBe('PENDING');

    // The borrower withdraws the second invitation (sent to the wrong person): the step goes on.
    const withdrawn = await suite.t.app.inject({
      method: 'DELETE',
      url: endpointPath(coDeedApi.withdraw, { uuid: seeded.uuid, inviteUuid: second.uuid }),
      headers: bearer(seeded.borrower.jwt),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectStep(suite.t, seeded.uuid, 'NOTARY_DISCLOSURE');
  });
});
