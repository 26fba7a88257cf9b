import { z } from 'zod';
import { zOrgPayload } from '../org/org-config.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The org payload for the Vite dev server (ORG-003); the org is the request's. Apart from the
 * other org calls because no page of the app calls it (the payload comes in the page), and its
 * schema — the lender's whole configuration — would otherwise be built on every page load.
 */
export const orgPayloadApi = {
  payload: defineEndpoint({
    id: 'org.payload',
    method: 'GET',
    path: '/api/org-payload',
    auth: 'public',
    query: z.object({ org: z.string().max(64).optional() }),
    response: zOrgPayload,
  }),
};
