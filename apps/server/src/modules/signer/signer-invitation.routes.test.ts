import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { signerApi } from '@hearth/domain/api/signer-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, profiles, signerInvitations } from '../../db/schema/index.ts';
import { readRow } from '../borrower-writes/test/journey-write-test-support.ts';
import {
  getWithToken,
  LOGIN_PATH,
  PROFILE_PATH,
  registerUser,
  STRONG_PASSWORD,
  sessionCookies,
} from '../identity/identity-test-support.ts';
import { ACCOUNT_LOCKED, LOCKOUT_THRESHOLD } from '../identity/login-lockout.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { acceptInvite, inviteCoOwner, seedJointAtCoDeed } from './test/signer-test-support.ts';

const suite = useTestAppWithStaff();

const lookup = (token: string) =>
  suite.t.app.inject({ method: 'POST', url: endpointPath(signerApi.lookupInvitation), payload: { token } });

describe('the one-time invitation link (SGN-001, SGN-002)', () => {
  it('SGN-001: shows who is invited and by whom, then creates a CO_DEEDER identity and profile once', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const invite = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid);
    const [stored] = await suite.t.db
      .select()
      .from(signerInvitations)
      .where(eq(signerInvitations.signerUuid, invite.uuid));
    expect(stored?.tokenHash).toBe(hashInvitationToken(invite.token));
    expect(JSON.stringify(stored)).not.toContain(invite.token);

    const summary = await lookup(invite.token);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: invite.email,
      borrowerName: 'Ada Lovelace',
      lenderName: expect.any(String),
      hasAccount: false,
      expiresAt: expect.any(String),
    });
    const expiresIn = Date.parse(summary.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const accepted = await acceptInvite(suite.t, invite.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ jwt: expect.any(String), applicationUuid: seeded.uuid });
    expect(sessionCookies(accepted)).toMatchObject([{ value: accepted.json().jwt, httpOnly: true }]);
    const profile = await getWithToken(suite.t.app, PROFILE_PATH, accepted.json().jwt);
    expect(profile.json()).toMatchObject({ type: 'CO_DEEDER', email: invite.email });
    const [identity] = await suite.t.db.select().from(identities).where(eq(identities.email, invite.email));
    expect(identity?.profileType).toBe('CO_DEEDER');
    expect((await readRow(suite.t, seeded.uuid)).helocSigners[0]).toMatchObject({
      identityUuid: identity?.uuid,
      status: 'ACCEPTED',
      acceptedAt: expect.any(String),
    });

    // Once only.
    const again = await acceptInvite(suite.t, invite.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: ['This invitation link has already been used. Please log in to continue.'],
    });
    expect((await lookup(invite.token)).statusCode).toBe(409);
  });

  it('a new owner’s profile starts in the language their browser asks for', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const invite = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid);
    const accepted = await suite.t.app.inject({
      method: 'POST',
      url: endpointPath(signerApi.acceptInvitation),
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { token: invite.token, password: STRONG_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const profile = await getWithToken(suite.t.app, PROFILE_PATH, accepted.json().jwt);
    expect(profile.json()).toMatchObject({ type: 'CO_DEEDER', language: 'es' });
  });

  it('SGN-001: the new owner’s password follows the registration rules; nothing is created otherwise', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const invite = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid);
    const weak = await acceptInvite(suite.t, invite.token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContain('Password is not strong enough');
    expect(await suite.t.db.select().from(profiles).where(eq(profiles.email, invite.email))).toEqual([]);
    expect((await acceptInvite(suite.t, invite.token)).statusCode).toBe(200);
  });

  it('SGN-002: an owner who already has an account accepts with their own password', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const existing = await registerUser(suite.t.app);
    const invite = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid, { email: existing.email });
    expect((await lookup(invite.token)).json()).toMatchObject({ hasAccount: true });
    const wrong = await acceptInvite(suite.t, invite.token, 'Not-The-Password-1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: ['That password is not correct for this email address'] });
    const accepted = await acceptInvite(suite.t, invite.token, STRONG_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await readRow(suite.t, seeded.uuid)).helocSigners[0]).toMatchObject({
      identityUuid: existing.identityUuid,
      status: 'ACCEPTED',
    });
  });

  it('counts an existing owner’s wrong passwords towards their account’s lockout', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const existing = await registerUser(suite.t.app);
    const invite = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid, { email: existing.email });
    for (let attempt = 0; attempt < LOCKOUT_THRESHOLD; attempt += 1) {
      expect((await acceptInvite(suite.t, invite.token, 'Not-The-Password-1!')).statusCode).toBe(400);
    }
    const refused = await acceptInvite(suite.t, invite.token, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [ACCOUNT_LOCKED] });
    const login = await suite.t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      payload: { email: existing.email, password: STRONG_PASSWORD },
    });
    expect(login.json()).toEqual({ errors: [ACCOUNT_LOCKED] });
  });

  it('SGN-001: a link expires after 7 days on the lifecycle clock', async () => {
    const seeded = await seedJointAtCoDeed(suite.t);
    const invite = await inviteCoOwner(suite.t, seeded.borrower.jwt, seeded.uuid);
    const moved = await staffRequest(suite.t.app, suite.staffJwt, opsApi.advanceClock, {
      payload: { advanceDays: 8 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const late = await acceptInvite(suite.t, invite.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      errors: ['This invitation link has expired. Please ask the borrower to send you a new one.'],
    });
    expect((await readRow(suite.t, seeded.uuid)).helocSigners[0]?.status).toBe('INVITED');
  });

  it.each([
    ['a token nobody issued', 'A'.repeat(43), 404],
    ['a malformed token', 'not-a-token', 400],
  ])('SGN-001: refuses %s', async (_case, token, status) => {
    const response = await acceptInvite(suite.t, token);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors).toEqual([
      'This invitation link is not valid. Please ask the borrower to send you a new one.',
    ]);
  });
});
