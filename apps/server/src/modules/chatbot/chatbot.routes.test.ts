import { CHAT_NONCE_HEADER, CHAT_TOKEN_HEADER, chatbotApi } from '@hearth/domain/api/chatbot-api';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chatbotReplies, chatConversations, chatMessages } from '../../db/schema/index.ts';
import { seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { ask, askOk, CHAT_OPEN, createTestClock, nonceFor } from './chatbot-test-support.ts';

const clock = createTestClock(CHAT_OPEN);
const suite = useTestApp(() =>
  buildTestApp({ rateLimitsEnabled: false }, { attempts: { now: () => clock.now() } }),
);
const NEXT_STEP_AT_IDENTITY =
  'You are at "Verify Identity". Verify your identity: upload a government-issued photo ID.';

function history(conversationId: string, headers: Record<string, string> = {}) {
  return injectEndpoint(suite.t.app, chatbotApi.history, { params: { conversationId }, headers });
}

describe('chatWithAutobot (API-082)', () => {
  it('answers a visitor from the lender’s help content, citing it, in a new 10-minute chatbot session', async () => {
    const answer = await askOk(suite.t.app, { message: 'what is the right of rescission' });

    expect(answer.reply).toMatchObject({
      kind: 'HELP',
      questionStr: 'what is the right of rescission',
      source: { type: 'HELP_ENTRY', id: 'rescission-right' },
      offerPerson: false,
    });
    expect(answer.token).toEqual(expect.any(String));
    expect(Date.parse(answer.expiration) - clock.now().getTime()).toBe(10 * 60_000);
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, answer.conversationId));
    expect(conversation).toMatchObject({ mode: 'chatbot', state: 'ACTIVE', identityUuid: null, lastSeq: 2 });
    const messages = await suite.t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationUuid, answer.conversationId))
      .orderBy(asc(chatMessages.seq));
    expect(messages.map((message) => message.authorKind)).toEqual(['VISITOR', 'BOT']);
    expect(messages[0]?.bodyEncrypted).not.toContain('rescission');
    const [reply] = await suite.t.db
      .select()
      .from(chatbotReplies)
      .where(eq(chatbotReplies.questionId, answer.reply.questionId));
    expect(reply).toMatchObject({ questionSeq: 1, answerSeq: 2, sourceId: 'rescission-right' });
  });

  it('says when it is unsure or has no answer, and offers a person', async () => {
    const offTopic = await askOk(suite.t.app, { message: 'purple elephant banana' });
    expect(offTopic.reply).toMatchObject({ kind: 'NO_ANSWER', source: null, offerPerson: true });
    expect(offTopic.reply.responseStr).toContain('Talk to a person');
    const unsure = await askOk(suite.t.app, { message: 'who won the football match yesterday' });
    expect(unsure.reply).toMatchObject({ kind: 'UNSURE', source: { type: 'HELP_ENTRY' }, offerPerson: true });
    expect(unsure.reply.responseStr).toMatch(/^I'm not sure I understood your question\./);
  });

  it('answers a signed-in borrower from their own application, citing it', async () => {
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const nonce = await nonceFor(suite.t.app, seeded.borrower.jwt);

    const answer = await askOk(suite.t.app, {
      message: "what's my next step?",
      nonce,
      applicationId: seeded.uuid,
    });

    expect(answer.reply).toMatchObject({
      kind: 'APPLICATION',
      responseStr: NEXT_STEP_AT_IDENTITY,
      source: { type: 'APPLICATION', title: 'Your application' },
    });
    expect(answer.token).toBeNull();
  });

  it('never shows another borrower’s application, nor any application to a visitor', async () => {
    const borrowerA = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const borrowerB = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const nonceB = await nonceFor(suite.t.app, borrowerB.borrower.jwt);

    const asB = await askOk(suite.t.app, {
      message: "what's my next step?",
      nonce: nonceB,
      applicationId: borrowerA.uuid,
    });
    expect(asB.reply.kind).toBe('NOT_YOURS');
    expect(asB.reply.responseStr).not.toContain('Verify Identity');
    const [conversation] = await suite.t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, asB.conversationId));
    expect(conversation?.applicationUuid).toBeNull();

    const asVisitor = await askOk(suite.t.app, {
      message: "what's my next step?",
      applicationId: borrowerA.uuid,
    });
    expect(asVisitor.reply.kind).toBe('SIGN_IN');
    expect(asVisitor.reply.source).toBeNull();
    expect(asVisitor.reply.responseStr).not.toContain('Verify Identity');
  });

  it('continues a session only for its owner', async () => {
    const first = await askOk(suite.t.app, { message: 'what is CLTV' });
    const second = await askOk(
      suite.t.app,
      { message: 'what terms do you offer', conversationId: first.conversationId },
      first.token ?? '',
    );
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.token).toBeNull();

    const stranger = await askOk(suite.t.app, { message: 'what is CLTV' });
    for (const token of [undefined, stranger.token ?? '']) {
      const response = await ask(
        suite.t.app,
        { message: 'hello', conversationId: first.conversationId },
        token,
      );
      expect(response.statusCode).toBe(404);
    }
    const seeded = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const borrowerChat = await askOk(suite.t.app, {
      message: 'what is CLTV',
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
    });
    const other = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const asOther = await ask(suite.t.app, {
      message: "what's my next step?",
      conversationId: borrowerChat.conversationId,
      nonce: await nonceFor(suite.t.app, other.borrower.jwt),
    });
    expect(asOther.statusCode).toBe(404);
  });

  it('starts a new session once the 10 minutes have passed', async () => {
    const first = await askOk(suite.t.app, { message: 'what is CLTV' });
    clock.advance(10 * 60_000 + 1);
    const later = await askOk(
      suite.t.app,
      { message: 'what is CLTV', conversationId: first.conversationId },
      first.token ?? '',
    );
    expect(later.conversationId).not.toBe(first.conversationId);
    expect(later.token).toEqual(expect.any(String));
    // CHT-024: the old session's secret no longer opens it.
    expect((await history(first.conversationId, { [CHAT_TOKEN_HEADER]: first.token ?? '' })).statusCode).toBe(
      404,
    );
    clock.set(CHAT_OPEN);
  });

  it('answers bad input with the shared schema’s message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ message: '   ' }, 'A message cannot be empty'],
      [{ message: 'x'.repeat(4001) }, 'A message cannot be more than 4000 characters'],
      [{ message: 'hi', senderType: 'agent' }, 'Only the applicant asks the chatbot'],
      [{ message: 'hi', applicationId: 'nope' }, 'Not a valid application uuid'],
    ];
    for (const [body, message] of cases) {
      const response = await ask(suite.t.app, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
    expect((await ask(suite.t.app, { message: 'hi', organization: 'no-such-lender' })).statusCode).toBe(400);
    expect((await ask(suite.t.app, { message: 'hi', nonce: 'forged' })).statusCode).toBe(401);
  });

  it('limits a session to 10 questions a minute', async () => {
    const first = await askOk(suite.t.app, { message: 'what is CLTV' });
    const token = first.token ?? '';
    for (let question = 2; question <= 10; question += 1) {
      await askOk(suite.t.app, { message: 'what is CLTV', conversationId: first.conversationId }, token);
    }
    const eleventh = await ask(
      suite.t.app,
      { message: 'what is CLTV', conversationId: first.conversationId },
      token,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errors).toEqual([
      'You are sending messages too quickly. Please wait a moment and try again.',
    ]);
    clock.advance(61_000);
    expect(
      (await ask(suite.t.app, { message: 'what is CLTV', conversationId: first.conversationId }, token))
        .statusCode,
    ).toBe(200);
    clock.set(CHAT_OPEN);
  });
});

describe('getChatHistory (API-081)', () => {
  it('CHT-032: gives the owner the last 20 exchanges, oldest first', async () => {
    const first = await askOk(suite.t.app, { message: 'question 1 what is CLTV' });
    const token = first.token ?? '';
    for (let question = 2; question <= 22; question += 1) {
      clock.advance(7_000);
      await askOk(
        suite.t.app,
        { message: `question ${question} what is CLTV`, conversationId: first.conversationId },
        token,
      );
    }
    clock.set(CHAT_OPEN);

    const response = await history(first.conversationId, { [CHAT_TOKEN_HEADER]: token });

    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{ messages: Array<{ questionStr: string; source: unknown }> }>();
    expect(messages).toHaveLength(20);
    expect(messages[0]?.questionStr).toBe('question 3 what is CLTV');
    expect(messages[19]?.questionStr).toBe('question 22 what is CLTV');
    expect(messages[19]?.source).toMatchObject({ type: 'HELP_ENTRY', id: 'cltv' });
  });

  it('is the conversation owner’s only', async () => {
    const visitor = await askOk(suite.t.app, { message: 'what is CLTV' });
    const stranger = await askOk(suite.t.app, { message: 'what is CLTV' });
    expect((await history(visitor.conversationId)).statusCode).toBe(404);
    expect(
      (await history(visitor.conversationId, { [CHAT_TOKEN_HEADER]: stranger.token ?? '' })).statusCode,
    ).toBe(404);

    const owner = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const own = await askOk(suite.t.app, {
      message: "what's my next step?",
      nonce: await nonceFor(suite.t.app, owner.borrower.jwt),
      applicationId: owner.uuid,
    });
    const ownHistory = await history(own.conversationId, {
      [CHAT_NONCE_HEADER]: await nonceFor(suite.t.app, owner.borrower.jwt),
    });
    expect(ownHistory.json().messages[0].responseStr).toBe(NEXT_STEP_AT_IDENTITY);

    const other = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const asOther = await history(own.conversationId, {
      [CHAT_NONCE_HEADER]: await nonceFor(suite.t.app, other.borrower.jwt),
    });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain('Verify Identity');
    expect(
      (await history(own.conversationId, { [CHAT_TOKEN_HEADER]: stranger.token ?? '' })).statusCode,
    ).toBe(404);
    expect((await history(own.conversationId, { [CHAT_NONCE_HEADER]: 'forged' })).statusCode).toBe(401);
  });
});
