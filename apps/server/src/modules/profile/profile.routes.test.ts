import { zProfile } from '@hearth/domain/profile/profile-dto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { profiles } from '../../db/schema/index.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import {
  buildIdentityTestApp,
  getWithToken,
  PROFILE_PATH,
  type RegisteredUser,
  registerUser,
} from '../identity/identity-test-support.ts';

let t: TestApp;
let user: RegisteredUser;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /service-profile/api/v1/profile (API-010, API-011)', () => {
  it('answers the caller’s profile with the dob masked to the year and no SSN', async () => {
    const addressUuid = crypto.randomUUID();
    await t.db
      .update(profiles)
      .set({
        firstName: 'Ada',
        middleName: 'B',
        lastName: 'Lovelace',
        suffix: 'JR',
        dobEncrypted: encryptPii('1980-07-14', t.config.piiKey),
        hasSsn: true,
        addresses: [
          {
            uuid: addressUuid,
            type: 'HOME',
            ownership: 'JOINT',
            street1: '1 Main St',
            street2: null,
            city: 'Austin',
            state: 'TX',
            zip: '73301',
          },
        ],
      })
      .where(eq(profiles.identityUuid, user.identityUuid));

    const response = await getWithToken(t.app, PROFILE_PATH, user.jwt);

    expect(response.statusCode).toBe(200);
    const profile = zProfile.parse(response.json());
    expect(profile).toMatchObject({
      type: 'BORROWER',
      name: { firstName: 'Ada', middleName: 'B', lastName: 'Lovelace', suffix: 'JR' },
      email: user.email,
      dob: '**/**/1980',
      hasSsn: true,
      addresses: [
        {
          uuid: addressUuid,
          type: 'HOME',
          ownership: 'JOINT',
          street1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '73301',
        },
      ],
      optimizelyProfileUuid: null,
    });
    expect(response.body).not.toContain('07-14');
    expect(response.body).not.toMatch(/"ssn"|socialSecurity/i);
  });

  it('keeps the date of birth encrypted at rest', async () => {
    const [row] = await t.db.select().from(profiles).where(eq(profiles.identityUuid, user.identityUuid));
    expect(row?.dobEncrypted).toMatch(/^v1\./);
    expect(row?.dobEncrypted).not.toContain('1980');
    expect(decryptPii(row?.dobEncrypted ?? '', t.config.piiKey)).toBe('1980-07-14');
  });

  it('marks an additional signer with type CO_DEEDER', async () => {
    const signer = await registerUser(t.app);
    await t.db
      .update(profiles)
      .set({ type: 'CO_DEEDER' })
      .where(eq(profiles.identityUuid, signer.identityUuid));
    const response = await getWithToken(t.app, PROFILE_PATH, signer.jwt);
    expect(response.json()).toMatchObject({ type: 'CO_DEEDER', dob: null, hasSsn: false });
  });

  it('answers 401 unauthenticated without a token, and refuses unknown query keys', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: PROFILE_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: ['unauthenticated'] });
    expect((await getWithToken(t.app, `${PROFILE_PATH}?uuid=someone-else`, user.jwt)).statusCode).toBe(400);
  });
});
