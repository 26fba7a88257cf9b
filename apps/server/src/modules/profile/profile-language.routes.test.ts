import { identityApi } from '@hearth/domain/api/identity-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { LANGUAGE_MESSAGE } from '@hearth/domain/profile/language';
import { zProfile } from '@hearth/domain/profile/profile-dto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  getWithToken,
  PROFILE_PATH,
  STRONG_PASSWORD,
  uniqueEmail,
  useTestAppWithBorrowers,
  VALID_PHONE,
} from '../identity/identity-test-support.ts';

const suite = useTestAppWithBorrowers('ana', 'bob');

function setLanguage(jwt: string | undefined, payload: unknown) {
  return injectEndpoint(suite.t.app, profileApi.setLanguage, {
    ...(jwt ? { token: jwt } : {}),
    payload: payload as Record<string, unknown>,
  });
}

async function storedLanguage(identityUuid: string): Promise<string | undefined> {
  const [row] = await suite.t.db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.identityUuid, identityUuid));
  return row?.language;
}

async function registerWith(acceptLanguage: string | undefined): Promise<string> {
  const response = await injectEndpoint(suite.t.app, identityApi.register, {
    query: { organization: 'hearth' },
    payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: VALID_PHONE },
    ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
  });
  expect(response.statusCode).toBe(200);
  const profile = await getWithToken(suite.t.app, PROFILE_PATH, response.json<{ jwt: string }>().jwt);
  return zProfile.parse(profile.json()).language;
}

describe('the profile language', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    [undefined, 'en'],
  ])('starts from the registration’s Accept-Language %j as %s', async (header, expected) => {
    expect(await registerWith(header)).toBe(expected);
  });

  it('changes only the caller’s own profile and answers it', async () => {
    const response = await setLanguage(suite.ana.jwt, { language: 'es' });

    expect(response.statusCode).toBe(200);
    expect(zProfile.parse(response.json())).toMatchObject({ email: suite.ana.email, language: 'es' });
    expect(await storedLanguage(suite.ana.identityUuid)).toBe('es');
    expect(await storedLanguage(suite.bob.identityUuid)).toBe('en');
    const reread = await getWithToken(suite.t.app, PROFILE_PATH, suite.ana.jwt);
    expect(reread.json()).toMatchObject({ language: 'es' });

    expect((await setLanguage(suite.ana.jwt, { language: 'en' })).json()).toMatchObject({ language: 'en' });
    expect(await storedLanguage(suite.ana.identityUuid)).toBe('en');
  });

  it.each([
    ['an unknown language', { language: 'fr' }, LANGUAGE_MESSAGE],
    ['an upper-case code', { language: 'ES' }, LANGUAGE_MESSAGE],
    ['a number', { language: 1 }, LANGUAGE_MESSAGE],
    ['no language', {}, 'body.language: Required'],
  ])('refuses %s with the message at the field', async (_case, payload, message) => {
    const response = await setLanguage(suite.bob.jwt, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await storedLanguage(suite.bob.identityUuid)).toBe('en');
  });

  it('refuses another profile named in the body, and a caller without a token', async () => {
    const someoneElse = await setLanguage(suite.bob.jwt, {
      language: 'es',
      identityUuid: suite.ana.identityUuid,
    });
    expect(someoneElse.statusCode).toBe(400);
    const anonymous = await setLanguage(undefined, { language: 'es' });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedLanguage(suite.bob.identityUuid)).toBe('en');
  });

  it('is kept to English or Spanish by the database too', async () => {
    await expect(
      suite.t.db
        .update(profiles)
        .set({ language: 'de' })
        .where(eq(profiles.identityUuid, suite.bob.identityUuid)),
    ).rejects.toThrow();
  });
});
