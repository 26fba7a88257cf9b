import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zHmdaBody, zHmdaResult } from '../journey/hmda.ts';
import { zProfileInfoBody, zProfileInfoResult } from '../journey/profile-info.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Decision 007: the profile data after the offer (ownership, SSN, hard-credit consent) and the HMDA answers. */
export const borrowerInfoApi = {
  profileInfo: defineEndpoint({
    id: 'borrowerInfo.profileInfo',
    method: 'POST',
    path: `${HELOC_API}/profile-info`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zProfileInfoBody,
    response: zProfileInfoResult,
  }),
  hmda: defineEndpoint({
    id: 'borrowerInfo.hmda',
    method: 'POST',
    path: `${HELOC_API}/hmda`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zHmdaBody,
    response: zHmdaResult,
  }),
};
