import { documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { adverseActionApi } from '@hearth/domain/api/soft-credit-api';
import type { AdverseActionView } from '@hearth/domain/journey/adverse-action';
import { pageForServerStep } from '@hearth/domain/progress/step-page';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { SANDBOX_CREDIT_AGENCY } from '../../providers/sandbox/sandbox-credit-bureau.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { callBranch } from '../journey/test/branch-test-support.ts';

const suite = useTestApp(buildLifecycleTestApp);

async function readDecline(lastName: string) {
  const { uuid, jwt } = await createApplicationAs(suite.t, lastName);
  const row = await expectStep(suite.t, uuid, 'DECLINED');
  const answer = await callBranch(suite.t, jwt, 'GET', endpointPath(adverseActionApi.get, { uuid }));
  expect(answer.statusCode).toBe(200);
  return { uuid, jwt, row, view: answer.json<AdverseActionView>() };
}

describe('GET P/decline (error/decline, error/credit, error/income)', () => {
  it('PRG-061: Decline — the principal reasons, the score with its key factors and agency, the ECOA agency, the notice', async () => {
    const { uuid, jwt, row, view } = await readDecline('Decline');
    expect(pageForServerStep(row.serverStep, {})).toEqual({ kind: 'page', page: 'error/decline' });
    expect(view).toMatchObject({
      kind: 'GENERAL',
      reasons: ['Insufficient equity in the property'],
      credit: {
        score: 762,
        scoreRange: { min: 300, max: 850 },
        agency: SANDBOX_CREDIT_AGENCY,
        keyFactors: expect.arrayContaining([expect.any(String)]),
      },
      ecoaAgency: { name: 'Bureau of Consumer Financial Protection' },
    });
    expect(view.notice).not.toBeNull();
    const pdf = await callBranch(
      suite.t,
      jwt,
      'GET',
      endpointPath(documentsApi.file, { uuid, documentUuid: view.notice?.documentUuid }),
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it.each([
    ['Lowscore', 'CREDIT_SCORE', 'Credit score below our minimum', 560],
    ['Highdti', 'DTI', 'Debt obligations too high in relation to income', 762],
  ])(
    'PRG-104, PRG-105: %s — a %s decline names its reason and the score used',
    async (lastName, kind, reason, score) => {
      const { view } = await readDecline(lastName);
      expect(view.kind).toBe(kind);
      expect(view.reasons).toContain(reason);
      expect(view.credit?.score).toBe(score);
      expect(view.credit?.keyFactors.length).toBeGreaterThan(0);
    },
  );

  it('before a decline it is 409; someone else’s application is 404', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(
      (await callBranch(suite.t, jwt, 'GET', endpointPath(adverseActionApi.get, { uuid }))).statusCode,
    ).toBe(409);
    const { uuid: declined } = await readDecline('Decline');
    const stranger = await registerUser(suite.t.app);
    expect(
      (await callBranch(suite.t, stranger.jwt, 'GET', endpointPath(adverseActionApi.get, { uuid: declined })))
        .statusCode,
    ).toBe(404);
  });
});
