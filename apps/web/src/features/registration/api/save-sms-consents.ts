import { consentApi } from '@hearth/domain/api/registration-api';
import type { SaveSmsConsentsBody } from '@hearth/domain/registration/consent-prompt';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** REG-040, submit step 6: the SMS answers, each with the prompt it answered (decision 008). */
export function saveSmsConsents(body: SaveSmsConsentsBody) {
  return callEndpoint(consentApi.saveSms, { body });
}
