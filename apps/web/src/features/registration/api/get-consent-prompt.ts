import type { ConsentPromptType } from '@hearth/domain/enums/consent-prompt-type';
import type { ConsentPrompt } from '@hearth/domain/registration/consent-prompt';
import { apiFetch } from '../../../lib/api-client.ts';

/** API-053's {consent-base}: public for a visitor, secure once signed in (decision 008). */
export const CONSENT_BASES = {
  anonymous: '/service-consent/external/api/v1',
  authenticated: '/service-consent/secure/api/v1',
} as const;

/** REG-033: the current wording of a consent prompt. */
export function getConsentPromptQueryOptions(type: ConsentPromptType, isAuthenticated: boolean) {
  const base = CONSENT_BASES[isAuthenticated ? 'authenticated' : 'anonymous'];
  return {
    queryKey: ['consent-prompt', type, isAuthenticated] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<ConsentPrompt>(`${base}/consent/prompt/${type}`, { signal }),
    staleTime: 30 * 60_000,
    retry: 1,
  };
}
