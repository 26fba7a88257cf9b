import { consentApi } from '@hearth/domain/api/registration-api';
import type { ConsentPromptType } from '@hearth/domain/enums/consent-prompt-type';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** REG-033: the current wording of a consent prompt; API-053's secure base once signed in (decision 008). */
export function getConsentPromptQueryOptions(type: ConsentPromptType, isAuthenticated: boolean) {
  return queryOptions({
    ...endpointQuery(isAuthenticated ? consentApi.securePrompt : consentApi.prompt, { params: { type } }),
    staleTime: 30 * 60_000,
    retry: 1,
  });
}
