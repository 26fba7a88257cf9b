import { z } from 'zod';

/** CHT-041: the reasons of the "Tell us more" dialog, in the spec's order and words. */
export const CHATBOT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;
export type ChatbotFeedbackReason = (typeof CHATBOT_FEEDBACK_REASONS)[number];

/** CHT-042: the extra text's limit. */
export const CHATBOT_FEEDBACK_MAX_LENGTH = 140;

export const CHATBOT_FEEDBACK_MESSAGES = {
  /** CHT-040. */
  reasonRequired: 'Please select a reason',
  /** CHT-042. */
  tooLong: 'Please restrict your response to 140 characters.',
  /** The spec shows the text field for Other without a message; ours echoes the dialog's title. */
  otherNeedsText: 'Please tell us more',
} as const;

/** CHT-006 / CHT-040…042: the thumbs-down dialog. Other shows the extra text field and needs it. */
export const zChatbotFeedbackForm = z
  .object({
    reason: z.enum(CHATBOT_FEEDBACK_REASONS, { error: CHATBOT_FEEDBACK_MESSAGES.reasonRequired }),
    details: z.string().trim().max(CHATBOT_FEEDBACK_MAX_LENGTH, CHATBOT_FEEDBACK_MESSAGES.tooLong).optional(),
  })
  .superRefine((form, context) => {
    if (form.reason === 'Other' && !form.details) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: CHATBOT_FEEDBACK_MESSAGES.otherNeedsText,
      });
    }
  });
export type ChatbotFeedbackForm = z.infer<typeof zChatbotFeedbackForm>;

/** The feedbackMessage a thumbs-down sends: the reason, and the borrower's words when given. */
export function toFeedbackMessage(form: ChatbotFeedbackForm): string {
  return form.details ? `${form.reason}: ${form.details}` : form.reason;
}

/** The longest feedbackMessage toFeedbackMessage builds: a reason, ": ", then the extra text. */
const FEEDBACK_MESSAGE_MAX_LENGTH =
  Math.max(...CHATBOT_FEEDBACK_REASONS.map((reason) => reason.length)) + 2 + CHATBOT_FEEDBACK_MAX_LENGTH;

/** The dialog's answer a feedbackMessage carries (toFeedbackMessage read back); undefined without a reason. */
export function readFeedbackMessage(
  message: string,
): { reason: ChatbotFeedbackReason; details?: string } | undefined {
  for (const reason of CHATBOT_FEEDBACK_REASONS) {
    if (message === reason) {
      return { reason };
    }
    if (message.startsWith(`${reason}: `)) {
      return { reason, details: message.slice(reason.length + 2) };
    }
  }
  return undefined;
}

export const CHATBOT_RATINGS = ['THUMBS_UP', 'THUMBS_DOWN'] as const;
export type ChatbotRating = (typeof CHATBOT_RATINGS)[number];

/**
 * CHT-017 / API-083: the chat reply feedback payload, its fields exactly. A thumbs-down carries the
 * dialog's answer in feedbackMessage, held to the dialog's own rules (CHT-040…042); the nonce is
 * there when the chat is authenticated (CHT-027).
 */
export const zChatReplyFeedback = z
  .strictObject({
    questionId: z.string().min(1),
    conversationId: z.string().min(1),
    responseToCustomer: z.string(),
    feedbackMessage: z
      .string()
      .max(FEEDBACK_MESSAGE_MAX_LENGTH, CHATBOT_FEEDBACK_MESSAGES.tooLong)
      .optional(),
    rating: z.enum(CHATBOT_RATINGS),
    senderEmail: z.email().max(128).optional(),
    senderType: z.enum(['applicant', 'agent']),
    nonce: z.string().min(1).optional(),
  })
  .superRefine((payload, context) => {
    if (payload.rating === 'THUMBS_UP') {
      return;
    }
    const answer = readFeedbackMessage(payload.feedbackMessage ?? '');
    const issues = answer
      ? (zChatbotFeedbackForm.safeParse(answer).error?.issues ?? [])
      : [{ message: CHATBOT_FEEDBACK_MESSAGES.reasonRequired }];
    for (const issue of issues) {
      context.addIssue({ code: 'custom', path: ['feedbackMessage'], message: issue.message });
    }
  });
export type ChatReplyFeedback = z.infer<typeof zChatReplyFeedback>;

/** CHT-016: one chatbot exchange as the history call returns it. */
export const zChatbotMessage = z.strictObject({
  questionId: z.string(),
  questionStr: z.string(),
  responseStr: z.string(),
  createdDt: z.iso.datetime(),
  conversationId: z.string(),
});
export type ChatbotMessage = z.infer<typeof zChatbotMessage>;
