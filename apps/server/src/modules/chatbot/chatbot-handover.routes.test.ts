import { CHAT_TOKEN_HEADER, chatbotApi } from '@hearth/domain/api/chatbot-api';
import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chatConversations, chatMessages, chatParticipants } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import { advanceSandboxClock, resetSandboxClock } from '../../lifecycle/clock.ts';
import { seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { findOrAddAgent } from '../chat/chat.repository.ts';
import { postMessage } from '../chat/chat-messages.service.ts';
import { hashSecret } from '../chat/chat-secrets.ts';
import { createTestStaff } from '../staff/staff-test-support.ts';
import { askOk, CHAT_CLOSED, CHAT_OPEN, createTestClock, nonceFor } from './chatbot-test-support.ts';

const clock = createTestClock(CHAT_OPEN);
const suite = useTestApp(() =>
  buildTestApp({ rateLimitsEnabled: false }, { attempts: { now: () => clock.now() } }),
);

function handOver(body: Record<string, unknown>, token?: string) {
  return injectEndpoint(suite.t.app, chatbotApi.handover, {
    payload: body,
    ...(token ? { headers: { [CHAT_TOKEN_HEADER]: token } } : {}),
  });
}

async function conversationRow(uuid: string) {
  const [row] = await suite.t.db.select().from(chatConversations).where(eq(chatConversations.uuid, uuid));
  return row;
}

/** An agent answers in the conversation, as the console's socket does. */
async function agentAnswers(conversationUuid: string, text: string) {
  const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT', orgCodes: ['hearth'] });
  const agent = await findOrAddAgent(suite.t.db, {
    conversationUuid,
    staffUuid: staff.uuid,
    friendlyNameEncrypted: encryptPii('Sam', suite.t.config.piiKey),
  });
  await postMessage(
    {
      db: suite.t.db,
      piiKey: suite.t.config.piiKey,
      fanout: { announceInTransaction: async () => {}, announceCommitted: async () => {} } as never,
      announceLocally: () => {},
    },
    {
      conversationUuid,
      author: { participantUuid: agent.uuid, kind: 'AGENT' },
      clientMessageId: 'a-1',
      body: text,
    },
  );
}

describe('“Talk to a person” in operating hours', () => {
  it('puts the chatbot conversation, with its history, in the agents’ queue', async () => {
    clock.set(CHAT_OPEN);
    const first = await askOk(suite.t.app, { message: 'what is CLTV' });
    const token = first.token ?? '';
    await askOk(
      suite.t.app,
      { message: 'what terms do you offer', conversationId: first.conversationId },
      token,
    );

    const response = await handOver(
      { conversationId: first.conversationId, friendlyName: 'Ada', emailAddress: 'ada@example.com' },
      token,
    );

    expect(response.statusCode).toBe(200);
    const handover = response.json();
    expect(handover).toMatchObject({ conversationId: first.conversationId, outcome: 'AGENT' });
    expect(Date.parse(handover.expiration) - clock.now().getTime()).toBe(6 * 60 * 60_000);
    expect(await conversationRow(first.conversationId)).toMatchObject({ state: 'WAITING', mode: 'twilio' });
    const messages = await suite.t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationUuid, first.conversationId))
      .orderBy(asc(chatMessages.seq));
    expect(messages.map((message) => message.authorKind)).toEqual([
      'VISITOR',
      'BOT',
      'VISITOR',
      'BOT',
      'SYSTEM',
    ]);
    const [asker] = await suite.t.db
      .select()
      .from(chatParticipants)
      .where(eq(chatParticipants.conversationUuid, first.conversationId));
    // The socket opens with the new token; the chatbot's secret no longer does.
    expect(asker?.tokenHash).toBe(hashSecret(handover.token));
    expect(asker?.friendlyNameEncrypted).not.toContain('Ada');

    const again = await handOver({ conversationId: first.conversationId }, handover.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['This chat is already with our team']);
  });

  it('hands over only the caller’s own conversation', async () => {
    const mine = await askOk(suite.t.app, { message: 'what is CLTV' });
    const stranger = await askOk(suite.t.app, { message: 'what is CLTV' });
    expect((await handOver({ conversationId: mine.conversationId })).statusCode).toBe(404);
    expect((await handOver({ conversationId: mine.conversationId }, stranger.token ?? '')).statusCode).toBe(
      404,
    );
    expect((await conversationRow(mine.conversationId))?.state).toBe('ACTIVE');
  });
});

describe('“Talk to a person” outside operating hours', () => {
  it('asks a visitor to log in, and a borrower for their message', async () => {
    clock.set(CHAT_CLOSED);
    const visitor = await askOk(suite.t.app, { message: 'what is CLTV' });
    const refused = await handOver(
      { conversationId: visitor.conversationId, message: 'Call me' },
      visitor.token ?? '',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([
      'Our team is away right now. Please log in to leave us a message, and we will answer it.',
    ]);

    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const borrower = await askOk(suite.t.app, {
      message: "what's my next step?",
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
    });
    const silent = await handOver({
      conversationId: borrower.conversationId,
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual(['Please leave us a message']);
    clock.set(CHAT_OPEN);
  });

  it('takes the borrower’s message; the agent’s later answer reaches them as a notification', async () => {
    clock.set(CHAT_CLOSED);
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const asked = await askOk(suite.t.app, {
      message: "what's my next step?",
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
      applicationId: seeded.uuid,
    });
    const response = await handOver({
      conversationId: asked.conversationId,
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
      message: 'My ID upload keeps failing',
    });
    clock.set(CHAT_OPEN);

    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('MESSAGE_TAKEN');
    expect((await conversationRow(asked.conversationId))?.state).toBe('WAITING');

    await agentAnswers(
      asked.conversationId,
      'Please try a JPG photo of your licence; we have reset the upload.',
    );

    const notifications = (
      await injectEndpoint(suite.t.app, notificationsApi.list, { token: seeded.borrower.jwt })
    ).json<Array<{ title: string; description: string; ctas: Array<{ redirectPath: string }> }>>();
    expect(notifications).toContainEqual(
      expect.objectContaining({
        title: 'We answered the message you left us',
        description: 'Please try a JPG photo of your licence; we have reset the upload.',
        ctas: [{ title: 'View your application', redirectPath: `/account/heloc/${seeded.uuid}` }],
      }),
    );
    const other = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const othersNotifications = (
      await injectEndpoint(suite.t.app, notificationsApi.list, { token: other.borrower.jwt })
    ).json<Array<{ title: string }>>();
    expect(othersNotifications.map((item) => item.title)).not.toContain(
      'We answered the message you left us',
    );
  });

  it('takes a message from a borrower who asked the chatbot nothing first, and answers it as a notification', async () => {
    clock.set(CHAT_CLOSED);
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const visitorRefused = await handOver({ organization: 'hearth', message: 'Call me' });
    const response = await handOver({
      organization: 'hearth',
      applicationId: seeded.uuid,
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
      message: 'Can someone call me about my draw?',
    });
    clock.set(CHAT_OPEN);

    expect(visitorRefused.statusCode).toBe(403);
    expect(visitorRefused.json().errors).toEqual([
      'Our team is away right now. Please log in to leave us a message, and we will answer it.',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const taken = response.json<{ conversationId: string; outcome: string }>();
    expect(taken.outcome).toBe('MESSAGE_TAKEN');
    const conversation = await conversationRow(taken.conversationId);
    expect(conversation).toMatchObject({
      state: 'WAITING',
      identityUuid: seeded.borrower.identityUuid,
      applicationUuid: seeded.uuid,
    });

    await agentAnswers(taken.conversationId, 'We will call you at 10 AM tomorrow.');
    const notifications = (
      await injectEndpoint(suite.t.app, notificationsApi.list, { token: seeded.borrower.jwt })
    ).json<Array<{ title: string; description: string }>>();
    expect(notifications).toContainEqual(
      expect.objectContaining({
        title: 'We answered the message you left us',
        description: 'We will call you at 10 AM tomorrow.',
      }),
    );
  });

  it('tells a Spanish-speaking borrower of the answer in Spanish, the agent’s words as written', async () => {
    clock.set(CHAT_CLOSED);
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const chosen = await injectEndpoint(suite.t.app, profileApi.setLanguage, {
      token: seeded.borrower.jwt,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const asked = await askOk(suite.t.app, {
      message: '¿cuál es mi próximo paso?',
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
      applicationId: seeded.uuid,
    });
    const response = await handOver({
      conversationId: asked.conversationId,
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
      message: 'No puedo subir mi identificación',
    });
    clock.set(CHAT_OPEN);
    expect(response.json().outcome).toBe('MESSAGE_TAKEN');

    await agentAnswers(asked.conversationId, 'Ya restablecimos la carga; pruebe con una foto JPG.');

    const notifications = (
      await injectEndpoint(suite.t.app, notificationsApi.list, { token: seeded.borrower.jwt })
    ).json<
      Array<{ title: string; description: string; ctas: Array<{ title: string; redirectPath: string }> }>
    >();
    const reply = notifications.find((item) => item.description.startsWith('Ya restablecimos'));
    expect(reply).toMatchObject({
      title: 'Respondimos el mensaje que nos dejó',
      description: 'Ya restablecimos la carga; pruebe con una foto JPG.',
      ctas: [{ title: 'Ver su solicitud', redirectPath: `/account/heloc/${seeded.uuid}` }],
    });
  });
});

describe('“Talk to a person” on the sandbox clock', () => {
  it('moved past closing time, the chat hours read closed and the borrower’s message is taken', async () => {
    clock.set(CHAT_OPEN);
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const asked = await askOk(suite.t.app, {
      message: "what's my next step?",
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
    });
    // Noon in Pacific time, plus 14 hours: 2 AM, when the flagship's chat is closed.
    await advanceSandboxClock(suite.t.db, 14 * 60 * 60_000, { isProduction: false });
    try {
      const status = await injectEndpoint(suite.t.app, operatingHoursApi.openStatus, {
        params: { department: 'OPS_CHAT' },
      });
      expect(status.json()).toMatchObject({ isOpen: false });

      const response = await handOver({
        conversationId: asked.conversationId,
        nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
        message: 'Please call me tomorrow',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('MESSAGE_TAKEN');
    } finally {
      await resetSandboxClock(suite.t.db, { isProduction: false });
    }
  });
});
