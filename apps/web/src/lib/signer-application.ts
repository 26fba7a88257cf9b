import { signerApi } from '@hearth/domain/api/signer-api';
import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNER_AREA_PREFIX } from './login-redirect.ts';
import { endpointQuery } from './query-keys.ts';

/** `/heloc-signer/{page}` (SGN-001), e.g. getSignerPagePath('sign'). */
export function getSignerPagePath(page = ''): string {
  return page ? `${SIGNER_AREA_PREFIX}/${page}` : SIGNER_AREA_PREFIX;
}

/** `GET …/heloc/signer`: the applications the signed-in owner co-signs, newest first. */
export function getSignerApplicationsQueryOptions() {
  return queryOptions(endpointQuery(signerApi.list, {}));
}

/** The application the signer area is about: the newest one still asking for them, else the newest. */
export function pickCurrentSignerApplication(
  applications: readonly SignerApplication[],
): SignerApplication | null {
  return applications.find((application) => application.active) ?? applications[0] ?? null;
}

/** The signer area's application (null when the caller co-signs none). */
export function useCurrentSignerApplication() {
  return useQuery({ ...getSignerApplicationsQueryOptions(), select: pickCurrentSignerApplication });
}
