import { zProfile } from '@hearth/domain/profile/profile-dto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import {
  getWithToken,
  PROFILE_PATH,
  registerUser,
  useTestAppWithBorrowers,
} from '../identity/identity-test-support.ts';

const suite = useTestAppWithBorrowers('user');

describe('GET /service-profile/api/v1/profile (API-010, API-011)', () => {
  it('answers the caller’s profile with the dob masked to the year and no SSN', async () => {
    const addressUuid = crypto.randomUUID();
    await suite.t.db
      .update(profiles)
      .set({
        firstName: 'Ada',
        middleName: 'B',
        lastName: 'Lovelace',
        suffix: 'JR',
        dobEncrypted: encryptPii('1980-07-14', suite.t.config.piiKey),
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
      .where(eq(profiles.identityUuid, suite.user.identityUuid));

    const response = await getWithToken(suite.t.app, PROFILE_PATH, suite.user.jwt);

    expect(response.statusCode).toBe(200);
    const profile = zProfile.parse(response.json());
    expect(profile).toMatchObject({
      type: 'BORROWER',
      name: { firstName: 'Ada', middleName: 'B', lastName: 'Lovelace', suffix: 'JR' },
      email: suite.user.email,
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
    const [row] = await suite.t.db
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, suite.user.identityUuid));
    expect(row?.dobEncrypted).toMatch(/^v1\./);
    expect(row?.dobEncrypted).not.toContain('1980');
    expect(decryptPii(row?.dobEncrypted ?? '', suite.t.config.piiKey)).toBe('1980-07-14');
  });

  it('marks an additional signer with type CO_DEEDER', async () => {
    const signer = await registerUser(suite.t.app);
    await suite.t.db
      .update(profiles)
      .set({ type: 'CO_DEEDER' })
      .where(eq(profiles.identityUuid, signer.identityUuid));
    const response = await getWithToken(suite.t.app, PROFILE_PATH, signer.jwt);
    expect(response.json()).toMatchObject({ type: 'CO_DEEDER', dob: null, hasSsn: false });
  });

  it('answers 401 unauthenticated without a token, and refuses unknown query keys', async () => {
    const anonymous = await suite.t.app.inject({ method: 'GET', url: PROFILE_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: ['unauthenticated'] });
    expect(
      (await getWithToken(suite.t.app, `${PROFILE_PATH}?uuid=someone-else`, suite.user.jwt)).statusCode,
    ).toBe(400);
  });
});
