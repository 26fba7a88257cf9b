import {
  CHAT_TOKEN_HEADER,
  type ChatWithAutobotResponse,
  chatbotApi,
  opsChatbotApi,
} from '@hearth/domain/api/chatbot-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { auditEvents, chatbotFeedback } from '../../db/schema/index.ts';
import { seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { askOk, nonceFor } from './chatbot-test-support.ts';

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

function rate(
  answer: ChatWithAutobotResponse,
  body: Record<string, unknown>,
  token = answer.token ?? undefined,
) {
  return injectEndpoint(suite.t.app, chatbotApi.feedback, {
    payload: {
      questionId: answer.reply.questionId,
      conversationId: answer.conversationId,
      responseToCustomer: answer.reply.responseStr,
      senderType: 'applicant',
      ...body,
    },
    ...(token ? { headers: { [CHAT_TOKEN_HEADER]: token } } : {}),
  });
}

async function storedFeedback(questionId: string) {
  return suite.t.db.select().from(chatbotFeedback).where(eq(chatbotFeedback.questionId, questionId));
}

describe('setChatReplyUsedWithFeedback (API-083, CHT-017)', () => {
  it('stores a thumbs-down with its reason and the extra words encrypted; a second rating replaces it', async () => {
    const answer = await askOk(suite.t.app, { message: 'what is CLTV' });

    const down = await rate(answer, {
      rating: 'THUMBS_DOWN',
      feedbackMessage: 'Other: I asked about my own loan',
      senderEmail: 'ada@example.com',
    });
    expect(down.statusCode).toBe(204);
    const [row] = await storedFeedback(answer.reply.questionId);
    expect(row).toMatchObject({
      rating: 'THUMBS_DOWN',
      reason: 'Other',
      orgCode: 'hearth',
      senderType: 'applicant',
    });
    expect(row?.detailsEncrypted).not.toContain('my own loan');
    expect(row?.senderEmailEncrypted).not.toContain('ada@');

    expect((await rate(answer, { rating: 'THUMBS_UP' })).statusCode).toBe(204);
    const rows = await storedFeedback(answer.reply.questionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 'THUMBS_UP', reason: null, detailsEncrypted: null });
  });

  it('CHT-040…042: answers a thumbs-down with the dialog’s messages', async () => {
    const answer = await askOk(suite.t.app, { message: 'what is CLTV' });
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'Please select a reason'],
      ['Too slow', 'Please select a reason'],
      ['Other', 'Please tell us more'],
      [`Other: ${'x'.repeat(141)}`, 'Please restrict your response to 140 characters.'],
    ];
    for (const [feedbackMessage, message] of cases) {
      const response = await rate(answer, { rating: 'THUMBS_DOWN', feedbackMessage });
      expect(response.statusCode, String(feedbackMessage)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
    expect(await storedFeedback(answer.reply.questionId)).toEqual([]);
  });

  it('takes feedback only from the conversation’s owner, on a reply it was sent', async () => {
    const answer = await askOk(suite.t.app, { message: 'what is CLTV' });
    const stranger = await askOk(suite.t.app, { message: 'what is CLTV' });
    const down = { rating: 'THUMBS_DOWN', feedbackMessage: 'Answer too vague' };

    expect((await rate(answer, down, stranger.token ?? '')).statusCode).toBe(404);
    expect((await rate(answer, { ...down, questionId: stranger.reply.questionId })).statusCode).toBe(404);
    const edited = await rate(answer, { ...down, responseToCustomer: 'Something else' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual(['This is not the reply we sent']);

    const seeded = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const borrowerAnswer = await askOk(suite.t.app, {
      message: 'what is CLTV',
      nonce: await nonceFor(suite.t.app, seeded.borrower.jwt),
    });
    const other = await seedAtStep(suite.t, 'OFFER_SELECTION');
    expect(
      (await rate(borrowerAnswer, { ...down, nonce: await nonceFor(suite.t.app, other.borrower.jwt) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await rate(borrowerAnswer, { ...down, nonce: await nonceFor(suite.t.app, seeded.borrower.jwt) }))
        .statusCode,
    ).toBe(204);
  });
});

describe('the chatbot feedback for staff (GET /ops/api/v1/chatbot/feedback)', () => {
  it('shows SUPPORT and up the feedback of their own lenders, with the question and the reply', async () => {
    const hearth = await askOk(suite.t.app, { message: 'what is the right of rescission' });
    await rate(hearth, { rating: 'THUMBS_DOWN', feedbackMessage: 'Not specific to my application' });
    const silverpine = await askOk(suite.t.app, { message: 'what is CLTV', organization: 'silverpine' });
    await rate(silverpine, { rating: 'THUMBS_UP' });

    const support = await createTestStaff(suite.t.app, { role: 'SUPPORT', orgCodes: ['hearth'] });
    const jwt = await startTestStaffSession(suite.t.app, support);
    const response = await injectEndpoint(suite.t.app, opsChatbotApi.feedback, { token: jwt });

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((item: { orgCode: string }) => item.orgCode)).not.toContain('silverpine');
    expect(page.items).toContainEqual(
      expect.objectContaining({
        questionId: hearth.reply.questionId,
        question: 'what is the right of rescission',
        response: hearth.reply.responseStr,
        source: expect.objectContaining({ id: 'rescission-right' }),
        rating: 'THUMBS_DOWN',
        reason: 'Not specific to my application',
        details: null,
      }),
    );
    const audited = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ops.chatbot-feedback-read'));
    expect(audited.length).toBeGreaterThan(0);

    const thumbsUp = await injectEndpoint(suite.t.app, opsChatbotApi.feedback, {
      token: jwt,
      query: { rating: 'THUMBS_UP' },
    });
    expect(thumbsUp.json().items.every((item: { rating: string }) => item.rating === 'THUMBS_UP')).toBe(true);
    const otherLender = await injectEndpoint(suite.t.app, opsChatbotApi.feedback, {
      token: jwt,
      query: { org: 'silverpine' },
    });
    expect(otherLender.json()).toMatchObject({ items: [], total: 0 });
  });

  it('is refused without a staff session, and to a borrower', async () => {
    expect((await injectEndpoint(suite.t.app, opsChatbotApi.feedback)).statusCode).toBe(401);
    const seeded = await seedAtStep(suite.t, 'OFFER_SELECTION');
    expect(
      (await injectEndpoint(suite.t.app, opsChatbotApi.feedback, { token: seeded.borrower.jwt })).statusCode,
    ).toBe(403);
  });
});
