import { describe, expect, it } from 'vitest';
import {
  CHATBOT_FEEDBACK_REASONS,
  readFeedbackMessage,
  toFeedbackMessage,
  zChatbotFeedbackForm,
  zChatbotMessage,
  zChatReplyFeedback,
} from './chatbot-feedback.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('chatbot feedback dialog (CHT-040…042)', () => {
  it('offers the four reasons of the spec, in order', () => {
    expect(CHATBOT_FEEDBACK_REASONS).toEqual([
      'Answer too vague',
      'Not specific to my application',
      'Not what I was asking about',
      'Other',
    ]);
  });

  it.each([
    [{}, ['Please select a reason']],
    [{ reason: '' }, ['Please select a reason']],
    [{ reason: 'Too slow' }, ['Please select a reason']],
    [
      { reason: 'Answer too vague', details: 'x'.repeat(141) },
      ['Please restrict your response to 140 characters.'],
    ],
    [{ reason: 'Other' }, ['Please tell us more']],
    [{ reason: 'Other', details: '   ' }, ['Please tell us more']],
    [{ reason: 'Other', details: 'x'.repeat(140) }, []],
    [{ reason: 'Not specific to my application' }, []],
  ])('%j → %j', (input, expected) => {
    expect(messagesOf(zChatbotFeedbackForm.safeParse(input))).toEqual(expected);
  });

  it('sends the reason and the extra text as the feedback message', () => {
    expect(toFeedbackMessage({ reason: 'Other', details: 'I asked about my payoff' })).toBe(
      'Other: I asked about my payoff',
    );
    expect(toFeedbackMessage({ reason: 'Answer too vague' })).toBe('Answer too vague');
  });
});

describe('chat reply feedback payload (CHT-017)', () => {
  const payload = {
    questionId: 'q-1',
    conversationId: 'c-1',
    responseToCustomer: 'You can cancel within three business days.',
    feedbackMessage: 'Other: '.concat('x'.repeat(140)),
    rating: 'THUMBS_DOWN',
    senderEmail: 'ada@example.com',
    senderType: 'applicant',
    nonce: 'n-1',
  };

  it('accepts exactly the spec fields', () => {
    expect(Object.keys(zChatReplyFeedback.parse(payload)).sort()).toEqual(
      [
        'conversationId',
        'feedbackMessage',
        'nonce',
        'questionId',
        'rating',
        'responseToCustomer',
        'senderEmail',
        'senderType',
      ].sort(),
    );
  });

  it('refuses an unknown field and a thumbs-down without a reason', () => {
    expect(zChatReplyFeedback.safeParse({ ...payload, extra: 1 }).success).toBe(false);
    const { feedbackMessage: _omitted, ...withoutMessage } = payload;
    expect(messagesOf(zChatReplyFeedback.safeParse(withoutMessage))).toEqual(['Please select a reason']);
    expect(zChatReplyFeedback.safeParse({ ...withoutMessage, rating: 'THUMBS_UP' }).success).toBe(true);
  });
});

describe('a thumbs-down is held to the dialog’s rules on the server too', () => {
  const base = {
    questionId: 'q-1',
    conversationId: 'c-1',
    responseToCustomer: 'An answer',
    rating: 'THUMBS_DOWN',
    senderType: 'applicant',
  };

  it.each([
    ['Answer too vague', []],
    ['Other: I asked about my payoff', []],
    ['Too slow', ['Please select a reason']],
    ['', ['Please select a reason']],
    ['Other', ['Please tell us more']],
    [`Other: ${'x'.repeat(141)}`, ['Please restrict your response to 140 characters.']],
  ])('%j → %j', (feedbackMessage, expected) => {
    expect(messagesOf(zChatReplyFeedback.safeParse({ ...base, feedbackMessage }))).toEqual(expected);
  });

  it('reads the reason and the extra text back from the message', () => {
    expect(readFeedbackMessage('Not what I was asking about')).toEqual({
      reason: 'Not what I was asking about',
    });
    expect(readFeedbackMessage('Other: my payoff')).toEqual({ reason: 'Other', details: 'my payoff' });
    expect(readFeedbackMessage('Answer too vague!')).toBeUndefined();
  });
});

describe('chatbot message (CHT-016)', () => {
  it('holds the question, the reply, when and in which conversation', () => {
    const message = {
      questionId: 'q-1',
      questionStr: "What's my next step?",
      responseStr: 'You are at "Select Offer".',
      createdDt: '2026-11-26T07:00:00.000Z',
      conversationId: 'c-1',
    };
    expect(zChatbotMessage.parse(message)).toEqual(message);
    expect(zChatbotMessage.safeParse({ ...message, createdDt: 'yesterday' }).success).toBe(false);
  });
});
