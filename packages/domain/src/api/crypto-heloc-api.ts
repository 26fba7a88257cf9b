import {
  zApplicationParams,
  zBorrowerTimeline,
  zHelocApplication,
  zHelocApplicationList,
} from '../application/heloc-application-dto.ts';
import { zFullStoryLinkBody, zFullStoryLinkResult } from '../application/session-replay.ts';
import { zOrgQuery } from '../identity/org-query.ts';
import { CRYPTO_HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

const CRYPTO_APPLICATION = `${CRYPTO_HELOC_API}/:uuid` as const;

/**
 * API-036 (OP-12, decision 019): the application calls of the crypto-backed variant, the heloc calls'
 * shapes under its own base; they answer only the caller's crypto applications (isCrypto).
 */
export const cryptoHelocApi = {
  list: defineEndpoint({
    id: 'cryptoHeloc.list',
    method: 'GET',
    path: `${CRYPTO_HELOC_API}/all`,
    auth: 'bearer',
    query: zOrgQuery,
    response: zHelocApplicationList,
  }),
  get: defineEndpoint({
    id: 'cryptoHeloc.get',
    method: 'GET',
    path: CRYPTO_APPLICATION,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zHelocApplication,
  }),
  timeline: defineEndpoint({
    id: 'cryptoHeloc.timeline',
    method: 'GET',
    path: `${CRYPTO_APPLICATION}/timeline`,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zBorrowerTimeline,
  }),
  saveReplayLink: defineEndpoint({
    id: 'cryptoHeloc.saveReplayLink',
    method: 'PUT',
    path: `${CRYPTO_APPLICATION}/full-story-link`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zFullStoryLinkBody,
    response: zFullStoryLinkResult,
  }),
};
