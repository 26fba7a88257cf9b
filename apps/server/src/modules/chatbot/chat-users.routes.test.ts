import { chatUsersApi } from '@hearth/domain/api/chatbot-api';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';

const suite = useTestApp(() => buildIdentityTestApp());

interface Listed {
  id: string;
  email: string;
  name: string;
  role: string;
  teams: string[];
}

async function listUsers(jwt: string, payload: Record<string, unknown>) {
  return injectEndpoint(suite.t.app, chatUsersApi.list, { token: jwt, payload });
}

describe('the chat user list (API-080, CHT-018)', () => {
  it('maps staff roles to the chat roles and filters by role, names, e-mails and team', async () => {
    const caller = await createTestStaff(suite.t.app, { role: 'SUPPORT', orgCodes: ['hearth'] });
    const manager = await createTestStaff(suite.t.app, { role: 'MANAGER', orgCodes: ['hearth'] });
    const underwriter = await createTestStaff(suite.t.app, { role: 'UNDERWRITER', orgCodes: ['hearth'] });
    const elsewhere = await createTestStaff(suite.t.app, { role: 'PROCESSOR', orgCodes: ['silverpine'] });
    const jwt = await startTestStaffSession(suite.t.app, caller);

    const all = (await listUsers(jwt, {})).json<{ users: Listed[] }>().users;
    const byId = new Map(all.map((user) => [user.id, user]));
    expect(byId.get(caller.uuid)).toMatchObject({ role: 'CSA', email: caller.email, teams: ['hearth'] });
    expect(byId.get(manager.uuid)?.role).toBe('MANAGER');
    expect(byId.get(underwriter.uuid)?.role).toBe('SPECIALIST');
    expect(byId.get(caller.uuid)?.name).toBe(caller.email.split('@')[0]);
    // Staff who share no lender with the caller are not listed.
    expect(byId.has(elsewhere.uuid)).toBe(false);

    const specialists = (await listUsers(jwt, { role: 'SPECIALIST' })).json<{ users: Listed[] }>().users;
    expect(specialists.map((user) => user.id)).toEqual([underwriter.uuid]);
    const named = (await listUsers(jwt, { names: [manager.email.split('@')[0]?.toUpperCase()] })).json()
      .users;
    expect(named.map((user: Listed) => user.id)).toEqual([manager.uuid]);
    const byEmail = (await listUsers(jwt, { emails: [caller.email] })).json().users;
    expect(byEmail.map((user: Listed) => user.id)).toEqual([caller.uuid]);
    expect((await listUsers(jwt, { team: 'silverpine' })).json().users).toEqual([]);
  });

  it('refuses bad filters and callers without a staff session', async () => {
    const caller = await createTestStaff(suite.t.app, { role: 'ADMIN' });
    const jwt = await startTestStaffSession(suite.t.app, caller);
    expect((await listUsers(jwt, { role: 'AGENT' })).statusCode).toBe(400);
    expect((await injectEndpoint(suite.t.app, chatUsersApi.list, { payload: {} })).statusCode).toBe(401);
  });

  it('is not there in production (404)', async () => {
    const production = await buildIdentityTestApp({ isProduction: true });
    try {
      const admin = await createTestStaff(production.app, { role: 'ADMIN' });
      const jwt = await startTestStaffSession(production.app, admin);
      const response = await injectEndpoint(production.app, chatUsersApi.list, { token: jwt, payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
