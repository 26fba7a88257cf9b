import { walletApi } from '@hearth/domain/api/wallet-api';
import { zWalletAccount, zWalletOverview } from '@hearth/domain/wallet/wallet-dto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { profiles } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { useTestAppWithBorrowers } from '../identity/identity-test-support.ts';

const suite = useTestAppWithBorrowers('alice', 'bob');
const ACCOUNT_NUMBER = '000123456789';

async function profileUuid(identityUuid: string): Promise<string> {
  const [row] = await suite.t.db.select().from(profiles).where(eq(profiles.identityUuid, identityUuid));
  if (!row) {
    throw new Error('no profile');
  }
  return row.uuid;
}

describe('GET /service-wallet/secure/api/v3/account/access (API-054, API-056)', () => {
  it('answers the caller’s account, its address and its owner', async () => {
    await suite.t.db
      .update(profiles)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(profiles.identityUuid, suite.alice.identityUuid));
    const address = await profileUuid(suite.alice.identityUuid);
    const response = await injectEndpoint(suite.t.app, walletApi.access, { token: suite.alice.jwt });
    expect(response.statusCode).toBe(200);
    expect(zWalletAccount.parse(response.json())).toEqual({
      account: { name: 'Ada Lovelace', address },
      authorizedWallets: [address],
      authorizationType: 'OWNER',
    });
  });

  it('takes the caller as principal, by identity or address, and answers 404 for anyone else', async () => {
    const { alice, bob } = suite;
    const own = [alice.identityUuid, await profileUuid(alice.identityUuid)];
    for (const principal of own) {
      const response = await injectEndpoint(suite.t.app, walletApi.access, {
        token: alice.jwt,
        query: { principal },
      });
      expect(response.statusCode).toBe(200);
    }
    for (const principal of [bob.identityUuid, await profileUuid(bob.identityUuid)]) {
      const response = await injectEndpoint(suite.t.app, walletApi.access, {
        token: alice.jwt,
        query: { principal },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('needs a token', async () => {
    expect((await injectEndpoint(suite.t.app, walletApi.access)).statusCode).toBe(401);
    expect((await injectEndpoint(suite.t.app, walletApi.account)).statusCode).toBe(401);
  });
});

describe('GET /service-wallet/secure/api/v3/account (API-055)', () => {
  it('answers the caller’s profile and the bank accounts of their own applications, masked', async () => {
    const { alice, bob } = suite;
    const account = {
      uuid: crypto.randomUUID(),
      routingNumber: '021000021',
      accountNumberEncrypted: encryptPii(ACCOUNT_NUMBER, suite.t.config.piiKey),
      mask: '6789',
      accountType: 'CHECKING' as const,
      institutionName: 'First Sandbox Bank',
    };
    const application = await insertApplicationAt(suite.t.db, alice.identityUuid, 'OFFER_SELECTION', {
      disburseAccount: account,
      autopayAccount: account,
    });
    await insertApplicationAt(suite.t.db, bob.identityUuid, 'OFFER_SELECTION', {
      disburseAccount: { ...account, uuid: crypto.randomUUID(), mask: '4321' },
    });

    const response = await injectEndpoint(suite.t.app, walletApi.account, { token: alice.jwt });
    expect(response.statusCode).toBe(200);
    const overview = zWalletOverview.parse(response.json());
    // API-013: the profile is the borrower entity.
    expect(overview.profile).toMatchObject({
      type: 'BORROWER',
      email: alice.email,
      phoneNumbers: [expect.objectContaining({ type: 'MOBILE' })],
    });
    expect(overview.walletAddress).toBe(await profileUuid(alice.identityUuid));
    expect(overview.accounts).toEqual([
      {
        uuid: account.uuid,
        applicationUuid: application.uuid,
        purpose: 'DISBURSEMENT',
        institutionName: 'First Sandbox Bank',
        accountType: 'CHECKING',
        mask: '****6789',
      },
      expect.objectContaining({ purpose: 'AUTOPAY', mask: '****6789' }),
    ]);
    expect(response.body).not.toContain(ACCOUNT_NUMBER);
    expect(response.body).not.toContain('021000021');
    expect(response.body).not.toContain('4321');
  });
});

describe('API-013 the borrower entity marks an additional signer', () => {
  it('answers type CO_DEEDER for a co-deeder’s own account', async () => {
    const { bob } = suite;
    await suite.t.db
      .update(profiles)
      .set({ type: 'CO_DEEDER' })
      .where(eq(profiles.identityUuid, bob.identityUuid));
    const response = await injectEndpoint(suite.t.app, walletApi.account, { token: bob.jwt });
    expect(zWalletOverview.parse(response.json()).profile).toMatchObject({
      type: 'CO_DEEDER',
      name: { firstName: null, middleName: null, lastName: null, suffix: null },
    });
  });
});
