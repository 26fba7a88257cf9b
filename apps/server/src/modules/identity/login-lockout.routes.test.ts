import { identityApi } from '@hearth/domain/api/identity-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { SANDBOX_MAIL_MESSAGE } from '../notifications/sandbox-mail.ts';
import { SANDBOX_STAFF, seedStaffUser } from '../staff/staff-seed.ts';
import {
  buildIdentityTestApp,
  LOGIN_PATH,
  type RegisteredUser,
  registerUser,
  STRONG_PASSWORD,
  uniqueEmail,
  VALID_PHONE,
} from './identity-test-support.ts';
import { INVALID_CREDENTIALS } from './login.service.ts';
import { ACCOUNT_LOCKED, ACCOUNT_LOCKED_MAIL, LOCKOUT_MS, LOCKOUT_THRESHOLD } from './login-lockout.ts';

const WRONG_PASSWORD = 'Not-The-Password-1!';
let clock = new Date('2030-01-01T09:00:00Z');
let t: TestApp;
let mails: Array<{
  to: { kind: string; uuid: string };
  template: string;
  language: string;
  subject: string;
  text: string;
}>;

beforeAll(async () => {
  // Rate limits off: the lockout stands on its own, and the per-IP limit would answer 429 first.
  t = await buildIdentityTestApp({ logLevel: 'info' }, { attempts: { now: () => clock } });
  (t.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (line: string) => {
      const entry = JSON.parse(line) as { msg: string; sandboxMail?: (typeof mails)[number] };
      if (entry.msg === SANDBOX_MAIL_MESSAGE && entry.sandboxMail) {
        mails.push(entry.sandboxMail);
      }
    },
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  mails = [];
});

function logIn(email: string, password: string, forwardedFor = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });
}

async function failTimes(email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await logIn(email, WRONG_PASSWORD, `198.51.100.${attempt}`);
    expect(response.json()).toEqual({ errors: [INVALID_CREDENTIALS] });
  }
}

describe('borrower log-in lockout', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerUser(t.app);
  });

  it('locks the account for 15 minutes after 10 wrong passwords, refusing the right one too', async () => {
    await failTimes(user.email, LOCKOUT_THRESHOLD);

    const rightDuringLock = await logIn(user.email, STRONG_PASSWORD);
    const wrongDuringLock = await logIn(user.email, WRONG_PASSWORD);
    expect(rightDuringLock.statusCode).toBe(401);
    expect(rightDuringLock.json()).toEqual({ errors: [ACCOUNT_LOCKED] });
    expect(wrongDuringLock.json()).toEqual(rightDuringLock.json());
    expect(mails).toEqual([
      expect.objectContaining({
        to: { kind: 'identity', uuid: user.identityUuid },
        template: 'account-locked',
        language: 'en',
        subject: ACCOUNT_LOCKED_MAIL.subject,
        text: ACCOUNT_LOCKED_MAIL.text,
      }),
    ]);

    const audited = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityUuid, user.identityUuid), eq(auditEvents.action, 'identity.locked')));
    expect(audited).toHaveLength(1);

    clock = new Date(clock.getTime() + LOCKOUT_MS - 1000);
    expect((await logIn(user.email, STRONG_PASSWORD)).json()).toEqual({ errors: [ACCOUNT_LOCKED] });
    clock = new Date(clock.getTime() + 1000);
    expect((await logIn(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('mails a Spanish-speaking borrower in Spanish, subject line included', async () => {
    const email = uniqueEmail('ana');
    const registered = await injectEndpoint(t.app, identityApi.register, {
      query: { organization: 'hearth' },
      headers: { 'accept-language': 'es-US,es;q=0.9' },
      payload: { email, password: STRONG_PASSWORD, phoneNumber: VALID_PHONE },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const identity = await injectEndpoint(t.app, identityApi.get, {
      token: registered.json<{ jwt: string }>().jwt,
      headers: { 'x-org': 'hearth' },
    });

    await failTimes(email, LOCKOUT_THRESHOLD);

    expect(mails).toEqual([
      {
        to: { kind: 'identity', uuid: identity.json<{ uuid: string }>().uuid },
        template: 'account-locked',
        language: 'es',
        subject: 'Bloqueamos su cuenta',
        text: 'Bloqueamos su cuenta durante 15 minutos después de 10 intentos de inicio de sesión con una contraseña incorrecta. Si no fue usted, cambie su contraseña cuando termine el bloqueo.',
      },
    ]);
  });

  it('starts the count over after a successful log-in', async () => {
    const other = await registerUser(t.app);
    await failTimes(other.email, LOCKOUT_THRESHOLD - 1);
    expect((await logIn(other.email, STRONG_PASSWORD)).statusCode).toBe(200);
    await failTimes(other.email, LOCKOUT_THRESHOLD - 1);
    expect((await logIn(other.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(mails).toEqual([]);
  });

  it('locks an unknown e-mail alike, so a lock tells nothing of who has an account', async () => {
    const unknown = 'nobody-here@example.com';
    await failTimes(unknown, LOCKOUT_THRESHOLD);
    expect((await logIn(unknown, WRONG_PASSWORD)).json()).toEqual({ errors: [ACCOUNT_LOCKED] });
    expect(mails).toEqual([]);
  });
});

describe('staff log-in lockout', () => {
  const staffLogIn = (password: string) =>
    injectEndpoint(t.app, opsApi.login, { payload: { email: SANDBOX_STAFF.email, password } });

  it('locks a staff account after 10 wrong passwords and tells its owner', async () => {
    await seedStaffUser(t.app);
    for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt += 1) {
      expect((await staffLogIn(WRONG_PASSWORD)).statusCode).toBe(401);
    }
    const refused = await staffLogIn(SANDBOX_STAFF.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [ACCOUNT_LOCKED] });
    expect(mails).toEqual([expect.objectContaining({ to: expect.objectContaining({ kind: 'staff' }) })]);

    clock = new Date(clock.getTime() + LOCKOUT_MS);
    expect((await staffLogIn(SANDBOX_STAFF.password)).statusCode).toBe(200);
  });
});
