import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { STAFF_PASSWORD_COMMON, STAFF_PASSWORD_TOO_SHORT } from '@hearth/domain/ops/staff-bodies';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { type AccountMail, SANDBOX_MAIL_MESSAGE } from '../notifications/sandbox-mail.ts';
import { staffRequest } from '../ops/ops-test-support.ts';
import { STAFF_INVITATION_MESSAGES } from './staff-invitation.service.ts';
import { createTestStaff, passwordStep, startTestStaffSession } from './staff-test-support.ts';

let clock = new Date();
let mails: AccountMail[] = [];

const suite = useTestApp(
  () => buildIdentityTestApp({ logLevel: 'info' }, { attempts: { now: () => clock } }),
  async (t) => {
    (t.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg: string; sandboxMail?: AccountMail };
        if (entry.msg === SANDBOX_MAIL_MESSAGE && entry.sandboxMail) {
          mails.push(entry.sandboxMail);
        }
      },
    };
    const admin = await createTestStaff(t.app, { role: 'ADMIN' });
    return { admin };
  },
);

beforeEach(() => {
  clock = new Date();
  mails = [];
});

async function adminJwt(): Promise<string> {
  return startTestStaffSession(suite.t.app, suite.admin);
}

async function invite(email: string, body: object = {}) {
  return staffRequest(suite.t.app, await adminJwt(), staffApi.invite, {
    payload: { email, role: 'UNDERWRITER', orgCodes: ['silverpine'], ...body },
  });
}

function tokenOf(link: string | undefined): string {
  return /#token=([A-Za-z0-9_-]+)$/.exec(link ?? '')?.[1] ?? '';
}

function accept(token: string, password = 'a quiet lighthouse by the sea') {
  return injectEndpoint(suite.t.app, staffApi.acceptInvitation, { payload: { token, password } });
}

describe('inviting staff by e-mail', () => {
  it('mails a one-time link (sandbox mail log) that the sandbox route lists while pending', async () => {
    const response = await invite('new.underwriter@lender.test');
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json<{ uuid: string; expiresAt: string }>();
    expect(invitation).toMatchObject({ email: 'new.underwriter@lender.test', role: 'UNDERWRITER' });
    expect(new Date(invitation.expiresAt).getTime() - clock.getTime()).toBe(72 * 60 * 60_000);

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'staff-invitation',
      to: { kind: 'staff-invitation', uuid: invitation.uuid },
    });
    expect(JSON.stringify(mails[0])).not.toContain('new.underwriter');
    const token = tokenOf(mails[0]?.link);
    expect(token).not.toBe('');

    const sandbox = await staffRequest(suite.t.app, await adminJwt(), staffApi.sandboxInvitations);
    expect(sandbox.json<Array<{ uuid: string; link: string }>>()).toContainEqual(
      expect.objectContaining({ uuid: invitation.uuid, link: mails[0]?.link }),
    );
    const pending = await staffRequest(suite.t.app, await adminJwt(), staffApi.invitations);
    expect(pending.json()).toContainEqual(expect.objectContaining({ uuid: invitation.uuid }));
    expect(pending.body).not.toContain(token);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({
      email: 'new.underwriter@lender.test',
      role: 'UNDERWRITER',
      orgCodes: ['silverpine'],
      active: true,
      secondFactorEnrolled: false,
    });
    const afterwards = await staffRequest(suite.t.app, await adminJwt(), staffApi.sandboxInvitations);
    expect(afterwards.json()).not.toContainEqual(expect.objectContaining({ uuid: invitation.uuid }));

    const login = await injectEndpoint(suite.t.app, opsApi.login, {
      payload: { email: 'new.underwriter@lender.test', password: 'a quiet lighthouse by the sea' },
    });
    expect(login.json()).toMatchObject({ secondFactor: 'ENROL' });
  });

  it('refuses a link used once already', async () => {
    await invite('twice@lender.test');
    const token = tokenOf(mails[0]?.link);
    expect((await accept(token)).statusCode).toBe(201);
    const again = await accept(token, 'another long passphrase here');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [STAFF_INVITATION_MESSAGES.used] });
  });

  it('refuses a link after 72 hours', async () => {
    await invite('late@lender.test');
    const token = tokenOf(mails[0]?.link);
    clock = new Date(clock.getTime() + 72 * 60 * 60_000 + 1000);
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [STAFF_INVITATION_MESSAGES.expired] });
  });

  it('refuses an unknown link with 404', async () => {
    const response = await accept('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [STAFF_INVITATION_MESSAGES.invalid] });
  });

  it.each([
    ['a short password', 'short pass', STAFF_PASSWORD_TOO_SHORT],
    ['a common password', 'password12345', STAFF_PASSWORD_COMMON],
  ])('refuses %s and leaves the link usable', async (_case, password, message) => {
    await invite(`policy-${password.length}@lender.test`);
    const token = tokenOf(mails[0]?.link);
    const refused = await accept(token, password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: string[] }>().errors).toContain(message);
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('refuses to invite an existing staff member or for an unknown lender', async () => {
    const existing = await invite(suite.admin.email.toUpperCase());
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toEqual({ errors: [STAFF_INVITATION_MESSAGES.staffExists] });
    const unknown = await invite('nolender@lender.test', { orgCodes: ['no-such-lender'] });
    expect(unknown.statusCode).toBe(400);
    expect(mails).toHaveLength(0);
  });
});

describe('the sandbox invitation links in production', () => {
  it('are not listed (404)', async () => {
    const production = await buildIdentityTestApp({ isProduction: true });
    try {
      const admin = await createTestStaff(production.app, { role: 'ADMIN' });
      const jwt = await startTestStaffSession(production.app, admin);
      const invited = await staffRequest(production.app, jwt, staffApi.invite, {
        payload: { email: 'prod.invitee@lender.test', role: 'SUPPORT' },
      });
      expect(invited.statusCode).toBe(201);
      expect((await staffRequest(production.app, jwt, staffApi.sandboxInvitations)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the password step for an invited user', () => {
  it('is the first of two: no token before the second factor', async () => {
    await invite('two.steps@lender.test');
    await accept(tokenOf(mails[0]?.link));
    const challenge = await passwordStep(
      suite.t.app,
      'two.steps@lender.test',
      'a quiet lighthouse by the sea',
    );
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
