import { endpointPath } from '@hearth/domain/api/endpoint';
import { propertyReviewApi } from '@hearth/domain/api/property-review-api';
import { PROPERTY_REVIEW_MESSAGES, type PropertyReview } from '@hearth/domain/journey/property-review';
import { pageForServerStep } from '@hearth/domain/progress/step-page';
import { STATE_ZIP_MISMATCH_MESSAGE } from '@hearth/domain/validation/state-zip';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { callBranch, countTimeline } from '../journey/test/branch-test-support.ts';

const suite = useTestApp(buildLifecycleTestApp);

const CORRECTED = {
  street1: '500 SW Broadway',
  street2: 'Apt 4',
  city: 'Portland',
  state: 'OR',
  zip: '97205',
};

async function arrive(lastName: string, step: string) {
  const created = await createApplicationAs(suite.t, lastName);
  await expectStep(suite.t, created.uuid, step);
  return created;
}

describe('POST P/property/address (review-app/property, not found)', () => {
  it('PRG-060: Noproperty corrects the address; the look-up finds it and offers follow', async () => {
    const { uuid, jwt } = await arrive('Noproperty', 'NO_PROPERTY_FOUND');
    const row = await readApplicationRow(suite.t, uuid);
    expect(pageForServerStep(row.serverStep, {})).toEqual({ kind: 'page', page: 'review-app/property' });
    const review = await callBranch(
      suite.t,
      jwt,
      'GET',
      endpointPath(propertyReviewApi.candidates, { uuid }),
    );
    expect(review.json<PropertyReview>()).toMatchObject({ outcome: 'NOT_FOUND', candidates: [] });
    expect(review.json<PropertyReview>().address?.street1).toBe(row.propertyAddress?.street1);
    const answer = await callBranch(
      suite.t,
      jwt,
      'POST',
      endpointPath(propertyReviewApi.correctAddress, { uuid }),
      { address: CORRECTED },
    );
    expect(answer.json()).toEqual({ serverStep: 'WAITING_FOR_AVM_DATA' });
    const offers = await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(offers.propertyAddress).toEqual(CORRECTED);
    expect(offers.propertyState).toBe('OR');
    expect(offers.status).toMatchObject({ datatreeNoMatch: false, propertyComplete: true });
  });

  it.each([
    [{ ...CORRECTED, zip: '78701' }, [STATE_ZIP_MISMATCH_MESSAGE]],
    [{ ...CORRECTED, state: 'AK', zip: '99801', city: 'Juneau' }, [PROPERTY_REVIEW_MESSAGES.stateNotServed]],
    [{ ...CORRECTED, city: '' }, ['Please enter a valid city name']],
    [{ ...CORRECTED, zip: '9720' }, ['Please enter a valid zipcode']],
  ])('an address the rules refuse (%o) is 400 %j and nothing is stored', async (address, errors) => {
    const { uuid, jwt } = await arrive('Noproperty', 'NO_PROPERTY_FOUND');
    const before = await readApplicationRow(suite.t, uuid);
    const answer = await callBranch(
      suite.t,
      jwt,
      'POST',
      endpointPath(propertyReviewApi.correctAddress, { uuid }),
      { address },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors });
    const after = await readApplicationRow(suite.t, uuid);
    expect(after).toMatchObject({ serverStep: 'NO_PROPERTY_FOUND', propertyAddress: before.propertyAddress });
    expect(after.stepSeq).toBe(before.stepSeq);
  });

  it('at another step it is 409 naming the step; someone else’s application is 404', async () => {
    const { uuid, jwt } = await arrive('Multiple', 'MULTIPLE_PROPERTIES');
    const before = await countTimeline(suite.t, uuid);
    const wrongStep = await callBranch(
      suite.t,
      jwt,
      'POST',
      endpointPath(propertyReviewApi.correctAddress, { uuid }),
      { address: CORRECTED },
    );
    expect(wrongStep.statusCode).toBe(409);
    expect(wrongStep.json<{ errors: string[] }>().errors[0]).toContain('MULTIPLE_PROPERTIES');
    const stranger = await registerUser(suite.t.app);
    const foreign = await callBranch(
      suite.t,
      stranger.jwt,
      'POST',
      endpointPath(propertyReviewApi.correctAddress, { uuid }),
      {
        address: CORRECTED,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await callBranch(suite.t, stranger.jwt, 'GET', endpointPath(propertyReviewApi.candidates, { uuid })))
        .statusCode,
    ).toBe(404);
    expect(await countTimeline(suite.t, uuid)).toBe(before);
  });
});

describe('POST P/property/select (review-app/property, several found)', () => {
  it('PRG-060: Multiple reads the properties found and picks one; offers follow for that unit', async () => {
    const { uuid, jwt } = await arrive('Multiple', 'MULTIPLE_PROPERTIES');
    const review = (
      await callBranch(suite.t, jwt, 'GET', endpointPath(propertyReviewApi.candidates, { uuid }))
    ).json<PropertyReview>();
    expect(review.outcome).toBe('MULTIPLE');
    expect(review.candidates.map((candidate) => candidate.address.street2)).toEqual(['Unit A', 'Unit B']);
    const chosen = review.candidates[1];
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(propertyReviewApi.select, { uuid }), {
      propertyId: chosen?.propertyId,
    });
    expect(answer.json()).toEqual({ serverStep: 'WAITING_FOR_AVM_DATA' });
    const offers = await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(offers.propertyAddress).toMatchObject({ street2: 'Unit B' });
  });

  it('a property that was not among those found is 400 and nothing moves', async () => {
    const { uuid, jwt } = await arrive('Multiple', 'MULTIPLE_PROPERTIES');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(propertyReviewApi.select, { uuid }), {
      propertyId: 'PROP-other',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [PROPERTY_REVIEW_MESSAGES.choiceUnknown] });
    expect((await readApplicationRow(suite.t, uuid)).serverStep).toBe('MULTIPLE_PROPERTIES');
  });
});
