import type { SavedSmsConsents, SaveSmsConsentsBody } from '@hearth/domain/registration/consent-prompt';
import { apiFetch } from '../../../lib/api-client.ts';

export const SMS_CONSENTS_PATH = '/service-consent/secure/api/v1/consent';

/** REG-040, submit step 6: the SMS answers, each with the prompt it answered (decision 008). */
export function saveSmsConsents(body: SaveSmsConsentsBody): Promise<SavedSmsConsents> {
  return apiFetch<SavedSmsConsents>(SMS_CONSENTS_PATH, { method: 'POST', body });
}
