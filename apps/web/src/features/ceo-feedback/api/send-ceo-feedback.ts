import { feedbackApi } from '@hearth/domain/api/feedback-api';
import type { CeoFeedbackBody } from '@hearth/domain/feedback/ceo-feedback';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** API-014: the CND-030 payload; nothing cached reads it, so no query is touched. */
export function sendCeoFeedback(body: CeoFeedbackBody) {
  return callEndpoint(feedbackApi.ceo, { body });
}
