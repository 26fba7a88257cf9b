import { applicationApi } from '@hearth/domain/api/application-api';
import { cryptoHelocApi } from '@hearth/domain/api/crypto-heloc-api';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { useTestAppWithBorrowers } from '../identity/identity-test-support.ts';

const suite = useTestAppWithBorrowers('alice', 'bob');

describe('the crypto-heloc base (API-036, OP-12)', () => {
  it('lists only the caller’s crypto applications, in the heloc list’s shape', async () => {
    const crypto = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION', {
      isCrypto: true,
    });
    const plain = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    await insertApplicationAt(suite.t.db, suite.bob.identityUuid, 'OFFER_SELECTION', { isCrypto: true });

    const response = await injectEndpoint(suite.t.app, cryptoHelocApi.list, { token: suite.alice.jwt });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((application: { uuid: string }) => application.uuid)).toEqual([crypto.uuid]);
    const all = await injectEndpoint(suite.t.app, applicationApi.list, { token: suite.alice.jwt });
    expect(all.json().map((application: { uuid: string }) => application.uuid)).toContain(plain.uuid);
  });

  it('reads a crypto application and its timeline as the heloc base does', async () => {
    const crypto = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION', {
      isCrypto: true,
    });
    const params = { uuid: crypto.uuid };
    const viaCrypto = await injectEndpoint(suite.t.app, cryptoHelocApi.get, {
      token: suite.alice.jwt,
      params,
    });
    const viaHeloc = await injectEndpoint(suite.t.app, applicationApi.get, {
      token: suite.alice.jwt,
      params,
    });
    expect(viaCrypto.statusCode).toBe(200);
    const { serverNow: _a, ...cryptoBody } = viaCrypto.json();
    const { serverNow: _b, ...helocBody } = viaHeloc.json();
    expect(cryptoBody).toEqual(helocBody);
    expect(cryptoBody).toMatchObject({ uuid: crypto.uuid, isCrypto: true });
    const timeline = await injectEndpoint(suite.t.app, cryptoHelocApi.timeline, {
      token: suite.alice.jwt,
      params,
    });
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json()).toEqual([]);
  });

  it('answers 404 for a non-crypto application and for someone else’s', async () => {
    const plain = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    const bobs = await insertApplicationAt(suite.t.db, suite.bob.identityUuid, 'OFFER_SELECTION', {
      isCrypto: true,
    });
    for (const uuid of [plain.uuid, bobs.uuid]) {
      for (const endpoint of [cryptoHelocApi.get, cryptoHelocApi.timeline]) {
        const response = await injectEndpoint(suite.t.app, endpoint, {
          token: suite.alice.jwt,
          params: { uuid },
        });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('needs a token', async () => {
    expect((await injectEndpoint(suite.t.app, cryptoHelocApi.list)).statusCode).toBe(401);
  });
});
