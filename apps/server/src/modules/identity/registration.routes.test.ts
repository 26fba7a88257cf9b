import { identityApi } from '@hearth/domain/api/identity-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents, identities, identityAliases, profiles } from '../../db/schema/index.ts';
import {
  buildIdentityTestApp,
  getWithToken,
  PROFILE_PATH,
  register,
  STRONG_PASSWORD,
  uniqueEmail,
  VALID_PHONE,
} from './identity-test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

function findIdentities(email: string) {
  return t.db
    .select()
    .from(identities)
    .where(eq(sql`lower(${identities.email})`, email.toLowerCase()));
}

describe('POST /identity/api/v1/registration/register (API-048)', () => {
  it('creates identity, phone alias, profile and audit event; the jwt opens the profile', async () => {
    const email = uniqueEmail();
    const response = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: '(212) 555-0123',
    });

    expect(response.statusCode).toBe(200);
    const { jwt } = response.json<{ jwt: string }>();
    expect(Object.keys(response.json())).toEqual(['jwt']);
    expect(jwt.split('.')).toHaveLength(3);

    const profile = await getWithToken(t.app, PROFILE_PATH, jwt);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email,
      type: 'BORROWER',
      phoneNumbers: [{ type: 'MOBILE', number: VALID_PHONE }],
      hasSsn: false,
      dob: null,
    });

    const [identity] = await findIdentities(email);
    expect(identity?.organizationCode).toBe('hearth');
    expect(identity?.passwordHash).toMatch(/^\$argon2id\$/);
    const aliases = await t.db
      .select()
      .from(identityAliases)
      .where(eq(identityAliases.identityUuid, identity?.uuid ?? ''));
    expect(aliases).toMatchObject([{ type: 'Phone', value: VALID_PHONE }]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityUuid, identity?.uuid ?? ''));
    expect(events.map((event) => event.action)).toEqual(['identity.registered']);
    expect(JSON.stringify(events)).not.toContain(email);
  });

  it('stores the e-mail lower-cased and refuses it again in any case with 409 "identity exists" (ERR-013)', async () => {
    const email = uniqueEmail('Mixed.Case');
    const first = await register(t.app, { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE });
    expect(first.statusCode).toBe(200);

    const again = await register(t.app, {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      phoneNumber: VALID_PHONE,
    });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['identity exists'] });
    expect((await findIdentities(email)).map((row) => row.email)).toEqual([email.toLowerCase()]);
  });

  it('gives 409 to the loser of two registrations racing for one e-mail', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE };
    const statuses = (await Promise.all([register(t.app, body), register(t.app, body)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await findIdentities(email)).toHaveLength(1);
  });

  it('stores the canonical code of the organization in the query', async () => {
    const email = uniqueEmail();
    await register(t.app, { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE }, 'silverpine');
    const [identity] = await findIdentities(email);
    expect(identity?.organizationCode).toBe('silverpine');
  });

  it.each([
    ['an unknown organization', 'no-such-lender', 'Unknown organization'],
    ['no organization', null, 'querystring.organization: Invalid input: expected string, received undefined'],
  ])('refuses %s with 400 and writes nothing', async (_case, organization, message) => {
    const email = uniqueEmail();
    const response = await register(
      t.app,
      { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE },
      organization,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await findIdentities(email)).toEqual([]);
  });

  it.each([
    ['missing email', { password: STRONG_PASSWORD, phoneNumber: VALID_PHONE }, 'Please enter your email'],
    [
      'bad email',
      { email: 'not-an-email', password: STRONG_PASSWORD, phoneNumber: VALID_PHONE },
      'Please enter a valid email address',
    ],
    // VAL-018's message is 'Required'; the core formatter currently prefixes it as a generic zod message.
    ['missing password', { email: 'x@example.com', phoneNumber: VALID_PHONE }, /(^|: )Required$/],
    [
      'weak password',
      { email: 'x@example.com', password: 'short', phoneNumber: VALID_PHONE },
      'Password is not strong enough',
    ],
    [
      'missing phone',
      { email: 'x@example.com', password: STRONG_PASSWORD },
      'Please enter your mobile phone',
    ],
    [
      'bad phone',
      { email: 'x@example.com', password: STRONG_PASSWORD, phoneNumber: '555' },
      'Please enter a valid phone number',
    ],
    [
      'phone with country code',
      { email: 'x@example.com', password: STRONG_PASSWORD, phoneNumber: '12125550123' },
      'Country code 1 is not needed',
    ],
    [
      'an extra field',
      { email: 'x@example.com', password: STRONG_PASSWORD, phoneNumber: VALID_PHONE, isBroker: true },
      /isBroker/,
    ],
  ])('%s → 400 with the message, nothing written', async (_case, body, message) => {
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: string[] }>();
    if (typeof message === 'string') {
      expect(errors).toContain(message);
    } else {
      expect(errors.join(' ')).toMatch(message);
    }
    expect(await findIdentities('x@example.com')).toEqual([]);
  });

  it('refuses malformed JSON with 400 and keeps serving', async () => {
    const response = await injectEndpoint(t.app, identityApi.register, {
      query: { organization: 'hearth' },
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['The request body is not valid JSON'] });
    const after = await register(t.app, {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      phoneNumber: VALID_PHONE,
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await register(t.app, {
      email: 'x'.repeat(1_100_000),
      password: STRONG_PASSWORD,
      phoneNumber: VALID_PHONE,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: ['The request body is too large'] });
  });

  it('writes nothing when a step after the identity insert fails (one transaction)', async () => {
    const email = uniqueEmail('boom');
    // The profile insert — the third write, after identity and alias — fails for this one e-mail.
    await t.db.execute(
      sql.raw(`alter table profiles add constraint test_reject check (email <> '${email}')`),
    );
    try {
      const response = await register(t.app, { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errors: ['Something unexpected happened'] });
      expect(await findIdentities(email)).toEqual([]);
      expect(await t.db.select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
      const orphans = await t.db.execute(
        sql`select count(*)::int as n from identity_aliases a left join identities i on i.uuid = a.identity_uuid where i.uuid is null`,
      );
      expect(JSON.stringify(orphans)).toContain('"n":0');
    } finally {
      await t.db.execute(sql`alter table profiles drop constraint test_reject`);
    }
  });
});
