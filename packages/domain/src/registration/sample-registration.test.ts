import { describe, expect, it } from 'vitest';
import { zCreateHelocBody } from '../application/create-heloc-body.ts';
import { SAMPLE_ADDRESS, sampleCreateHelocBody } from './sample-registration.ts';

describe('sampleCreateHelocBody', () => {
  it('is a body the create call accepts, for the default and a changed borrower', () => {
    const austin = {
      ...SAMPLE_ADDRESS,
      street1: '456 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    };
    for (const body of [
      sampleCreateHelocBody(),
      sampleCreateHelocBody({ lastName: 'Byron', address: austin }),
    ]) {
      expect(zCreateHelocBody.safeParse(body).success).toBe(true);
    }
  });
});
