import { cryptoHelocApi } from '@hearth/domain/api/crypto-heloc-api';
import { sessionReplayApi } from '@hearth/domain/api/session-replay-api';
import { describe, expect, it } from 'vitest';
import { writeFlagOverrides } from '../../../test/flag-overrides-file.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { upsertFlagOverride } from '../feature-flags/flag-override.repository.ts';
import { registerUser, useTestAppWithBorrowers } from '../identity/identity-test-support.ts';
import { findStaffByEmail } from '../staff/staff.repository.ts';
import { SANDBOX_STAFF, seedStaffUser } from '../staff/staff-seed.ts';
import { findReplayLink } from './session-replay.repository.ts';

const suite = useTestAppWithBorrowers('alice', 'bob');
const LINK = 'https://replay.example.com/session/abc123';

function putLink(token: string, uuid: string, link = LINK, endpoint = sessionReplayApi.saveLink) {
  return injectEndpoint(suite.t.app, endpoint, { token, params: { uuid }, payload: { link } });
}

describe('PUT {base}/{uuid}/full-story-link (API-039, API-005)', () => {
  it('records nothing while the lender has not turned replay on', async () => {
    const application = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    const response = await putLink(suite.alice.jwt, application.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: false });
    expect(await findReplayLink(suite.t.db, application.uuid)).toBeUndefined();
  });

  it('keeps the latest link once the lender turns replay on', async () => {
    writeFlagOverrides(suite.t.config.dataDir, { hearth: { 'fe-heloc-session-replay': true } });
    const application = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    expect((await putLink(suite.alice.jwt, application.uuid)).json()).toEqual({ stored: true });
    await putLink(suite.alice.jwt, application.uuid, `${LINK}-2`);
    expect(await findReplayLink(suite.t.db, application.uuid)).toBe(`${LINK}-2`);
  });

  it('answers 404 for someone else’s application, and refuses a link that is not https', async () => {
    writeFlagOverrides(suite.t.config.dataDir, { hearth: { 'fe-heloc-session-replay': true } });
    const bobs = await insertApplicationAt(suite.t.db, suite.bob.identityUuid, 'OFFER_SELECTION');
    expect((await putLink(suite.alice.jwt, bobs.uuid)).statusCode).toBe(404);
    expect(await findReplayLink(suite.t.db, bobs.uuid)).toBeUndefined();
    const bad = await putLink(suite.bob.jwt, bobs.uuid, 'javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['Not a valid session replay link']);
  });

  it('answers at the crypto base for a crypto application only (API-036)', async () => {
    writeFlagOverrides(suite.t.config.dataDir, { hearth: { 'fe-heloc-session-replay': true } });
    const crypto = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION', {
      isCrypto: true,
    });
    const plain = await insertApplicationAt(suite.t.db, suite.alice.identityUuid, 'OFFER_SELECTION');
    const saved = await putLink(suite.alice.jwt, crypto.uuid, LINK, cryptoHelocApi.saveReplayLink);
    expect(saved.json()).toEqual({ stored: true });
    const refused = await putLink(suite.alice.jwt, plain.uuid, LINK, cryptoHelocApi.saveReplayLink);
    expect(refused.statusCode).toBe(404);
  });
});

describe('replay switched on by staff for the whole cluster', () => {
  it('keeps the link once an override in the database turns the lender’s replay on', async () => {
    writeFlagOverrides(suite.t.config.dataDir, {});
    await upsertFlagOverride(
      suite.t.db,
      { scope: 'bluewater-cu', flagKey: 'fe-heloc-session-replay' },
      { enabled: true },
      await seedStaffUuid(),
    );
    const carol = await registerUser(suite.t.app, undefined, 'bluewater-cu');
    const application = await insertApplicationAt(suite.t.db, carol.identityUuid, 'OFFER_SELECTION');
    const response = await injectEndpoint(suite.t.app, sessionReplayApi.saveLink, {
      token: carol.jwt,
      params: { uuid: application.uuid },
      payload: { link: LINK },
      headers: { 'x-org': 'bluewater-cu' },
    });
    expect(response.json()).toEqual({ stored: true });
  });
});

async function seedStaffUuid(): Promise<string> {
  await seedStaffUser(suite.t.app);
  const staff = await findStaffByEmail(suite.t.db, SANDBOX_STAFF.email);
  return staff?.uuid ?? '';
}
