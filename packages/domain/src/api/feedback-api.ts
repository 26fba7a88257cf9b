import {
  zCeoFeedbackBody,
  zCeoFeedbackReceipt,
  zOpsCeoFeedbackPage,
  zOpsCeoFeedbackQuery,
} from '../feedback/ceo-feedback.ts';
import { CEO_FEEDBACK_API, OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-014, CND-030: a signed-in borrower of the main brand writes to the CEO (OP-13, decision 018). */
export const feedbackApi = {
  ceo: defineEndpoint({
    id: 'feedback.ceo',
    method: 'POST',
    path: CEO_FEEDBACK_API,
    auth: 'bearer',
    body: zCeoFeedbackBody,
    response: zCeoFeedbackReceipt,
    status: 201,
  }),
};

/** Staff read the feedback, newest first, a page at a time. */
export const opsFeedbackApi = {
  ceo: defineEndpoint({
    id: 'opsFeedback.ceo',
    permission: 'lender.settings',
    method: 'GET',
    path: `${OPS_API}/feedback/ceo`,
    auth: 'staff',
    query: zOpsCeoFeedbackQuery,
    response: zOpsCeoFeedbackPage,
  }),
};
