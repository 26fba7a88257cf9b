import { endpointPath } from '@hearth/domain/api/endpoint';
import { incomeApi } from '@hearth/domain/api/income-api';
import { INCOME_MESSAGES } from '@hearth/domain/journey/income';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerResults } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';
import {
  postJson,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { LINK_REFUSALS, UNKNOWN_ACCOUNT } from './income-link.service.ts';

const suite = useTestAppWithStaff();

const ALL_BANKS = [
  { id: 'ins_sandbox_first', name: 'First Sandbox Bank' },
  { id: 'ins_sandbox_evergreen', name: 'Evergreen Credit Union' },
  { id: 'ins_sandbox_summit', name: 'Summit National Bank' },
  { id: 'ins_sandbox_harbor', name: 'Harbor Savings' },
  { id: 'ins_sandbox_prairie', name: 'Prairie Federal' },
];
const login = { institutionId: 'ins_sandbox_evergreen', username: 'user_good', password: 'pass_good' };
const institutions = (uuid: string, jwt: string, query?: string) =>
  getWithToken(suite.t.app, endpointPath(incomeApi.institutions, { uuid }), jwt, {
    ...(query === undefined ? {} : { query: { query } }),
  });

describe('GET P/income/institutions (decision 007)', () => {
  it('APP-009: lists every sandbox bank for an empty query, and the matching ones for a search', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    for (const query of [undefined, '', '   ']) {
      const all = await institutions(uuid, borrower.jwt, query);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toEqual({ institutions: ALL_BANKS });
    }
    expect((await institutions(uuid, borrower.jwt, '  EVERgreen ')).json()).toEqual({
      institutions: [{ id: 'ins_sandbox_evergreen', name: 'Evergreen Credit Union' }],
    });
    expect((await institutions(uuid, borrower.jwt, 'bank')).json()).toEqual({
      institutions: [ALL_BANKS[0], ALL_BANKS[2]],
    });
    expect((await institutions(uuid, borrower.jwt, 'no such bank')).json()).toEqual({ institutions: [] });
  });

  it('refuses a search over 100 characters, or given twice, with 400 saying so', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const long = await institutions(uuid, borrower.jwt, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ errors: [INCOME_MESSAGES.institutionQuery] });
    const twice = await getWithToken(
      suite.t.app,
      `${endpointPath(incomeApi.institutions, { uuid })}?query=a&query=b`,
      borrower.jwt,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ errors: [INCOME_MESSAGES.institutionQuery] });
  });

  it('someone else’s application 404, a staff token 403, no token 401', async () => {
    const { uuid } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const stranger = await registerUser(suite.t.app);
    const response = await institutions(uuid, stranger.jwt);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Sandbox');
    expect((await institutions(uuid, suite.staffJwt)).statusCode).toBe(403);
    expect(
      (await suite.t.app.inject({ method: 'GET', url: endpointPath(incomeApi.institutions, { uuid }) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST P/income/link/login, then P/income/link/accounts (decision 007)', () => {
  it('APP-009: the log-in answers the bank’s accounts, masked; the chosen ones are then linked', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const loggedIn = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.logIn, { uuid }), login);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const { linkId } = loggedIn.json<{ linkId: string }>();
    expect(linkId).toMatch(/^LNK-BANK-/);
    expect(loggedIn.json()).toEqual({
      linkId,
      institutionName: 'Evergreen Credit Union',
      accounts: [
        {
          accountId: 'ins_sandbox_evergreen-checking',
          name: 'Everyday Checking',
          type: 'CHECKING',
          mask: '0000',
        },
        {
          accountId: 'ins_sandbox_evergreen-savings',
          name: 'High-Yield Savings',
          type: 'SAVINGS',
          mask: '1111',
        },
      ],
    });
    // Nothing is linked yet; the bank's answer is kept without the password or a clear number.
    expect((await readRow(suite.t, uuid)).incomeSources).toEqual([]);
    const [kept] = await suite.t.db
      .select()
      .from(providerResults)
      .where(eq(providerResults.applicationUuid, uuid));
    expect(kept?.kind).toBe('INCOME_LOGIN');
    expect(JSON.stringify(kept?.result)).not.toContain('pass_good');

    const linked = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.linkAccounts, { uuid }), {
      linkId,
      accountIds: ['ins_sandbox_evergreen-savings'],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({
      serverStep: 'INCOME_VERIFICATION',
      source: {
        source: 'PLAID_TRANSACTIONS',
        institutionId: 'ins_sandbox_evergreen',
        accounts: [
          {
            accountId: 'ins_sandbox_evergreen-savings',
            name: 'High-Yield Savings',
            type: 'SAVINGS',
            mask: '1111',
          },
        ],
      },
    });
    const [source] = (await readRow(suite.t, uuid)).incomeSources as {
      linkId: string;
      institutionName: string;
      accounts: { accountNumberEncrypted: string }[];
    }[];
    expect(source).toMatchObject({ linkId, institutionName: 'Evergreen Credit Union' });
    expect(decryptPii(source?.accounts[0]?.accountNumberEncrypted ?? '', suite.t.config.piiKey)).toMatch(
      /^\d{8}1111$/,
    );
  });

  it('APP-009: a refused log-in is 422 with the bank’s message, and nothing is kept', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const before = await snapshot(suite.t, uuid);
    const refused = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.logIn, { uuid }), {
      ...login,
      username: 'user_bad',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [LINK_REFUSALS.INVALID_CREDENTIALS] });
    const unknown = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.logIn, { uuid }), {
      ...login,
      institutionId: 'ins_not_a_bank',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: [LINK_REFUSALS.INSTITUTION_UNAVAILABLE] });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
    expect(
      await suite.t.db.select().from(providerResults).where(eq(providerResults.applicationUuid, uuid)),
    ).toEqual([]);
  });

  it('shares only accounts of the latest log-in of this application', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const accounts = (body: object) =>
      postJson(suite.t, borrower.jwt, endpointPath(incomeApi.linkAccounts, { uuid }), body);
    const noLogin = await accounts({
      linkId: 'LNK-BANK-guessed',
      accountIds: ['ins_sandbox_evergreen-checking'],
    });
    expect(noLogin.statusCode).toBe(400);
    expect(noLogin.json()).toEqual({ errors: [INCOME_MESSAGES.linkId] });

    const first = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.logIn, { uuid }), login);
    const { linkId } = first.json<{ linkId: string }>();
    await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.logIn, { uuid }), {
      ...login,
      institutionId: 'ins_sandbox_first',
    });
    const stale = await accounts({ linkId, accountIds: ['ins_sandbox_evergreen-checking'] });
    expect(stale.json()).toEqual({ errors: [INCOME_MESSAGES.linkId] });

    // Another borrower's log-in is not this application's.
    const other = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const theirs = await postJson(
      suite.t,
      other.borrower.jwt,
      endpointPath(incomeApi.logIn, { uuid: other.uuid }),
      login,
    );
    expect(theirs.statusCode).toBe(200);
    const mine = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const borrowed = await postJson(
      suite.t,
      mine.borrower.jwt,
      endpointPath(incomeApi.linkAccounts, { uuid: mine.uuid }),
      {
        linkId: theirs.json<{ linkId: string }>().linkId,
        accountIds: ['ins_sandbox_evergreen-checking'],
      },
    );
    expect(borrowed.statusCode).toBe(400);
    expect((await readRow(suite.t, mine.uuid)).incomeSources).toEqual([]);
  });

  it.each([
    ['an account the bank did not offer', ['ins_sandbox_first-checking'], UNKNOWN_ACCOUNT],
    ['no account', [], INCOME_MESSAGES.accounts],
  ])('refuses %s with 400', async (_case, accountIds, message) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const { linkId } = (
      await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.logIn, { uuid }), login)
    ).json<{
      linkId: string;
    }>();
    const response = await postJson(suite.t, borrower.jwt, endpointPath(incomeApi.linkAccounts, { uuid }), {
      linkId,
      accountIds,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [message] });
    expect((await readRow(suite.t, uuid)).incomeSources).toEqual([]);
  });

  it('wrong step 409, someone else’s application 404, a staff token 403', async () => {
    const late = await seedAtStep(suite.t, 'DISBURSEMENT_ACCOUNT');
    const atLate = await postJson(
      suite.t,
      late.borrower.jwt,
      endpointPath(incomeApi.logIn, { uuid: late.uuid }),
      login,
    );
    expect(atLate.statusCode).toBe(409);
    expect(atLate.json().errors[0]).toContain('DISBURSEMENT_ACCOUNT');

    const { uuid } = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const stranger = await registerUser(suite.t.app);
    const body = { linkId: 'LNK-BANK-x', accountIds: ['a'] };
    for (const [endpoint, payload] of [
      [incomeApi.logIn, login],
      [incomeApi.linkAccounts, body],
    ] as const) {
      const url = endpointPath(endpoint, { uuid });
      expect((await postJson(suite.t, stranger.jwt, url, payload)).statusCode).toBe(404);
      expect((await postJson(suite.t, suite.staffJwt, url, payload)).statusCode).toBe(403);
    }
    expect(
      await suite.t.db.select().from(providerResults).where(eq(providerResults.applicationUuid, uuid)),
    ).toEqual([]);
  });
});
