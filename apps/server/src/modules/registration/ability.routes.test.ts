import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { insertApplication } from '../application/application.repository.ts';
import { buildIdentityTestApp, getWithToken, registerUser } from '../identity/identity-test-support.ts';

const PATH = endpointPath(registrationApi.abilityToStart);
const DAY_MS = 86_400_000;

const suite = useTestApp(buildIdentityTestApp);

async function userWith(
  applications: Array<{ ageDays: number; step?: string; checklist?: string; org?: string }>,
) {
  const user = await registerUser(suite.t.app);
  for (const application of applications) {
    const createdDate = new Date(Date.now() - application.ageDays * DAY_MS - 60_000);
    await insertApplication(suite.t.db, {
      loanNumber: generateLoanNumber(),
      identityUuid: user.identityUuid,
      organizationCode: application.org ?? 'hearth',
      status: { checklistStatus: application.checklist ?? 'IN_PROGRESS' },
      serverStep: application.step ?? 'WAITING_FOR_SOFT_CREDIT',
      createdDate,
      updatedDate: createdDate,
    });
  }
  return user;
}

describe('GET verify-ability-to-start-application (API-019, REG-047, REG-048)', () => {
  it('lets a borrower without applications start one', async () => {
    const user = await userWith([]);
    const response = await getWithToken(suite.t.app, PATH, user.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [] });
  });

  it('blocks while an application is active and names its organisation', async () => {
    const user = await userWith([{ ageDays: 400, step: 'OFFER_SELECTION', org: 'silverpine' }]);
    expect((await getWithToken(suite.t.app, PATH, user.jwt)).json()).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: ['silverpine'],
      reason: 'ACTIVE_APPLICATION',
    });
  });

  it.each([
    [44, false],
    [45, false],
    [46, true],
  ])('a completed HELOC created %i days ago → canStartApplication %s', async (ageDays, expected) => {
    const user = await userWith([{ ageDays, step: 'COMPLETE', checklist: 'COMPLETE' }]);
    const body = (await getWithToken(suite.t.app, PATH, user.jwt)).json();
    expect(body.canStartApplication).toBe(expected);
    expect(body.organizationsWithActiveApplication).toEqual([]);
    expect(body.reason).toBe(expected ? undefined : 'RECENT_HELOC');
  });

  it('does not count declined or cancelled applications, nor anyone else’s', async () => {
    await userWith([{ ageDays: 1 }]);
    const user = await userWith([
      { ageDays: 2, step: 'DECLINED' },
      { ageDays: 3, step: 'CANCELLED' },
    ]);
    expect((await getWithToken(suite.t.app, PATH, user.jwt)).json().canStartApplication).toBe(true);
  });

  it('needs a token', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });
});
