import type { ConsentPrompt } from '@hearth/domain/registration/consent-prompt';
import { useQuery } from '@tanstack/react-query';
import { useOrg } from '../../../lib/org.tsx';
import { useSession } from '../../../lib/session.tsx';
import { getConsentPromptQueryOptions } from '../api/get-consent-prompt.ts';

export interface SmsConsentPrompts {
  SMS?: ConsentPrompt | undefined;
  SMS_TRANSACTIONAL?: ConsentPrompt | undefined;
}

/**
 * REG-033: the prompts of the optional SMS consents (the transactional one behind
 * fe-heloc-sms-transactional-consent). A checkbox shows only with its prompt: a consent given
 * without its exact words could not be proven (decision 008).
 */
export function useSmsConsentPrompts(): SmsConsentPrompts {
  const isAuthenticated = useSession().status === 'authenticated';
  const toggles = useOrg().orgMetaData.companyInfo.publicFeatureToggles;
  const showTransactional = toggles['fe-heloc-sms-transactional-consent'] === true;
  const sms = useQuery(getConsentPromptQueryOptions('SMS', isAuthenticated));
  const transactional = useQuery({
    ...getConsentPromptQueryOptions('SMS_TRANSACTIONAL', isAuthenticated),
    enabled: showTransactional,
  });
  return { SMS: sms.data, SMS_TRANSACTIONAL: showTransactional ? transactional.data : undefined };
}
