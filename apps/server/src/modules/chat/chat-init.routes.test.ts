import { chatApi } from '@hearth/domain/api/chat-api';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chatConversations, chatParticipants } from '../../db/schema/index.ts';
import { insertApplication } from '../application/application.repository.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { seedApplication } from '../ops/ops-test-support.ts';
import { hashSecret } from './chat-secrets.ts';
import { startBorrowerChat, startVisitorChat } from './chat-test-support.ts';

const suite = useTestApp();
const HOUR = 60 * 60 * 1000;

function init(body: Record<string, unknown>, endpoint = chatApi.initTwilio) {
  return injectEndpoint(suite.t.app, endpoint, {
    payload: { friendlyName: 'Ada', chatMode: 'twilio', orgCode: 'hearth', ...body },
  });
}

describe('chat init (API-074…076)', () => {
  it('CHT-033…035: answers the pre-engagement form with the spec’s messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ friendlyName: undefined }, 'Required'],
      [{ friendlyName: '   ' }, 'Required'],
      [{ friendlyName: 'a'.repeat(129) }, 'Cannot be more than 128 characters'],
      [{ emailAddress: 'nobody' }, 'Please enter a valid email address'],
      [{ emailAddress: `${'a'.repeat(120)}@example.com` }, 'Cannot be more than 128 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await init(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
  });

  it('starts a visitor’s chat on either provider’s path, with the spec’s response fields', async () => {
    for (const endpoint of [chatApi.initTwilio, chatApi.initStream]) {
      const before = Date.now();
      const response = await init({ emailAddress: 'ada@example.com', welcomeMessage: 'Hi there' }, endpoint);
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect(Object.keys(session).sort()).toEqual(
        [
          'conversationSid',
          'expiration',
          'omniProxyChannelId',
          'providerChannelId',
          'providerUserId',
          'providerUserToken',
          'skill',
          'targetWorkerFriendlyName',
          'targetWorkerSid',
          'token',
        ].sort(),
      );
      expect(session.skill).toBe('FHEL');
      expect(session.omniProxyChannelId).toBe(session.conversationSid);
      expect(session.providerUserToken).toBe(session.token);
      // CHT-021: an agent session lasts 6 hours.
      const lifetime = Date.parse(session.expiration) - before;
      expect(lifetime).toBeGreaterThan(6 * HOUR - 60_000);
      expect(lifetime).toBeLessThanOrEqual(6 * HOUR + 60_000);

      const [conversation] = await suite.t.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.uuid, session.conversationSid));
      expect(conversation).toMatchObject({
        orgCode: 'hearth',
        state: 'WAITING',
        identityUuid: null,
        lastSeq: 1,
      });
      const [participant] = await suite.t.db
        .select()
        .from(chatParticipants)
        .where(eq(chatParticipants.uuid, session.providerUserId));
      expect(participant?.kind).toBe('VISITOR');
      expect(participant?.tokenHash).toBe(hashSecret(session.token));
      expect(participant?.friendlyNameEncrypted).not.toContain('Ada');
      expect(participant?.emailEncrypted).not.toContain('ada@');
    }
  });

  it('CHT-014: the skill follows the lender; CHT-022: a chatbot session lasts 10 minutes', async () => {
    expect((await startVisitorChat(suite.t.app, { orgCode: 'hearth-crypto' })).skill).toBe('CLOC_HELOC');
    expect((await startVisitorChat(suite.t.app, { orgCode: 'silverpine' })).skill).toBe('White Label');
    const before = Date.now();
    const bot = await startVisitorChat(suite.t.app, { chatMode: 'chatbot' });
    expect(Date.parse(bot.expiration) - before).toBeLessThanOrEqual(10 * 60_000 + 60_000);
    expect(Date.parse(bot.expiration) - before).toBeGreaterThan(9 * 60_000);
  });

  it('refuses an unknown lender and an unknown mode', async () => {
    expect((await init({ orgCode: 'no-such-lender' })).statusCode).toBe(400);
    expect((await init({ chatMode: 'carrier-pigeon' })).statusCode).toBe(400);
  });

  it('does not trust an identity sent without a nonce', async () => {
    const borrower = await registerUser(suite.t.app);
    const session = await startVisitorChat(suite.t.app, { identityUuid: borrower.identityUuid });
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(conversation?.identityUuid).toBeNull();
  });
});

describe('the signed-in borrower’s chat (API-077/078)', () => {
  it('needs the borrower’s token for a nonce', async () => {
    expect((await injectEndpoint(suite.t.app, chatApi.authenticate)).statusCode).toBe(401);
  });

  it('ties a chat started with a nonce to the borrower and their own application', async () => {
    const seeded = await seedApplication(suite.t.app);
    const session = await startBorrowerChat(suite.t.app, seeded.borrower.jwt, {
      applicationUuid: seeded.uuid,
    });
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(conversation).toMatchObject({
      identityUuid: seeded.borrower.identityUuid,
      applicationUuid: seeded.uuid,
    });
  });

  it('ties a chat started without naming an application to the borrower’s newest with the lender', async () => {
    const older = await seedApplication(suite.t.app, { createdDate: new Date('2026-01-05T10:00:00Z') });
    const newer = await insertApplication(suite.t.db, {
      loanNumber: `8${Date.now() % 1e9}`,
      identityUuid: older.borrower.identityUuid,
      organizationCode: 'hearth',
      status: { checklistStatus: 'IN_PROGRESS' },
      serverStep: 'OFFER_SELECTION',
      propertyState: 'OR',
      createdDate: new Date('2026-02-05T10:00:00Z'),
      updatedDate: new Date('2026-02-05T10:00:00Z'),
    });
    await insertApplication(suite.t.db, {
      loanNumber: `7${Date.now() % 1e9}`,
      identityUuid: older.borrower.identityUuid,
      organizationCode: 'silverpine',
      status: { checklistStatus: 'IN_PROGRESS' },
      serverStep: 'OFFER_SELECTION',
      propertyState: 'OR',
      createdDate: new Date('2026-03-05T10:00:00Z'),
      updatedDate: new Date('2026-03-05T10:00:00Z'),
    });
    const withApplication = await startBorrowerChat(suite.t.app, older.borrower.jwt);
    const withoutApplication = await startBorrowerChat(suite.t.app, (await registerUser(suite.t.app)).jwt);
    const rows = await suite.t.db
      .select()
      .from(chatConversations)
      .where(
        inArray(chatConversations.uuid, [
          withApplication.conversationSid,
          withoutApplication.conversationSid,
        ]),
      );
    const applicationOf = (uuid: string) => rows.find((row) => row.uuid === uuid)?.applicationUuid;
    expect(applicationOf(withApplication.conversationSid)).toBe(newer.uuid);
    expect(applicationOf(withoutApplication.conversationSid)).toBeNull();
  });

  it('refuses someone else’s application (404) and a nonce of another lender (401)', async () => {
    const other = await seedApplication(suite.t.app);
    const borrower = await registerUser(suite.t.app);
    const nonce = (await injectEndpoint(suite.t.app, chatApi.authenticate, { token: borrower.jwt })).json()
      .nonce;
    expect((await init({ nonce, applicationUuid: other.uuid })).statusCode).toBe(404);
    expect((await init({ nonce, orgCode: 'silverpine' })).statusCode).toBe(401);
    expect((await init({ nonce: 'made-up' })).statusCode).toBe(401);
  });

  it('renews a nonce only for the borrower it was issued to', async () => {
    const alice = await registerUser(suite.t.app);
    const bob = await registerUser(suite.t.app);
    const nonce = (await injectEndpoint(suite.t.app, chatApi.authenticate, { token: alice.jwt })).json()
      .nonce;
    const renewed = await injectEndpoint(suite.t.app, chatApi.refreshNonce, {
      token: alice.jwt,
      query: { nonce },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().nonce).not.toBe(nonce);
    const stolen = await injectEndpoint(suite.t.app, chatApi.refreshNonce, {
      token: bob.jwt,
      query: { nonce },
    });
    expect(stolen.statusCode).toBe(401);
  });
});

describe('refresh token (API-073) and web-chat-info (API-079)', () => {
  it('swaps a live token for a new one; the old one then stops working', async () => {
    const session = await startVisitorChat(suite.t.app);
    const refreshed = await injectEndpoint(suite.t.app, chatApi.refreshToken, {
      payload: { token: session.token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().token).not.toBe(session.token);
    // CHT-011: whose the token is, so a client holding only a token can open its conversation.
    expect(refreshed.json()).toMatchObject({
      conversationSid: session.conversationSid,
      providerUserId: session.providerUserId,
    });
    const again = await injectEndpoint(suite.t.app, chatApi.refreshToken, {
      payload: { token: session.token },
    });
    expect(again.statusCode).toBe(401);
  });

  it('CHT-024: refuses an expired token', async () => {
    const session = await startVisitorChat(suite.t.app);
    await suite.t.db
      .update(chatParticipants)
      .set({ tokenExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(chatParticipants.uuid, session.providerUserId));
    const response = await injectEndpoint(suite.t.app, chatApi.refreshToken, {
      payload: { token: session.token },
    });
    expect(response.statusCode).toBe(401);
  });

  it('CHT-019: gives the conversation’s contact id', async () => {
    const session = await startVisitorChat(suite.t.app);
    const response = await injectEndpoint(suite.t.app, chatApi.webChatInfo, {
      payload: { omniProxyChannelId: session.omniProxyChannelId },
    });
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, session.conversationSid));
    expect(response.json()).toEqual({ contactId: conversation?.contactId });
    const unknown = await injectEndpoint(suite.t.app, chatApi.webChatInfo, {
      payload: { omniProxyChannelId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
