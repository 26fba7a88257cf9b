import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { profiles } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import {
  bearer,
  buildIdentityTestApp,
  getWithToken,
  LOGIN_PATH,
  LOGOUT_PATH,
  PROFILE_PATH,
  register,
  uniqueEmail,
  VALID_PHONE,
} from './identity-test-support.ts';

const PASSWORD = 'Secret-Pass-Phrase-77!';
const DOB = '1975-03-09';
const SSN = '123-45-6789';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildIdentityTestApp({ logLevel: 'trace' });
  // Capture every line the app's pino writes (request loggers are children and share the stream).
  (t.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (line: string) => {
      lines.push(line);
    },
  };
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('never contain a password, token, date of birth or SSN — also when requests fail', async () => {
    const email = uniqueEmail();
    const registered = await register(t.app, { email, password: PASSWORD, phoneNumber: VALID_PHONE });
    const { jwt } = registered.json<{ jwt: string }>();
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, email));
    await t.db
      .update(profiles)
      .set({ dobEncrypted: encryptPii(DOB, t.config.piiKey) })
      .where(eq(profiles.uuid, row?.uuid ?? ''));

    await t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: { email, password: PASSWORD } });
    await t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: { email, password: `${PASSWORD}x` } });
    await t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: { email, password: PASSWORD, ssn: SSN } });
    await register(t.app, { email, password: PASSWORD, phoneNumber: VALID_PHONE, ssn: SSN, dob: DOB });
    await getWithToken(t.app, PROFILE_PATH, jwt);
    await t.app.inject({ method: 'GET', url: PROFILE_PATH, headers: { authorization: `Bearer ${jwt}x` } });
    // A server fault: the failing insert is logged with its error; the password must not be in it.
    const boom = uniqueEmail('boom');
    await t.db.execute(sql.raw(`alter table profiles add constraint log_reject check (email <> '${boom}')`));
    const failed = await register(t.app, { email: boom, password: PASSWORD, phoneNumber: VALID_PHONE });
    await t.db.execute(sql`alter table profiles drop constraint log_reject`);
    await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });

    expect(failed.statusCode).toBe(500);
    const output = lines.join('');
    expect(output).toContain('request failed');
    expect(lines.length).toBeGreaterThan(10);
    // The SSN whole, with or without dashes: its last four alone could stand in a random uuid.
    const ssnDigits = SSN.replaceAll('-', '');
    for (const secret of [PASSWORD, jwt, jwt.split('.')[2] as string, DOB, '03/09', SSN, ssnDigits]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/\$argon2id\$/);
  });
});
