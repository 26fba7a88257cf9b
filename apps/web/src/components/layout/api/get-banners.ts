import { bannersApi } from '@hearth/domain/api/banners-api';
import { BANNER_FILES } from '@hearth/domain/banners/banner';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { isSandboxMode } from '../sandbox-mode.ts';

/**
 * API-072: the lender's banner file, read like a file in public storage — no cookies, no token,
 * never from the HTTP cache. A sandbox or test site reads the test file (it adds staff previews).
 * The answer is kept raw: it is checked where it is shown (CND-020).
 */
export function getBannerFileQueryOptions(orgCode: string, sandbox: boolean = isSandboxMode()) {
  const file = sandbox ? BANNER_FILES.test : BANNER_FILES.production;
  return queryOptions({
    ...endpointQuery(bannersApi.file, { params: { orgCode, file } }, undefined, {
      anonymous: true,
      cache: 'no-store',
      skipSessionRedirect: true,
    }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
