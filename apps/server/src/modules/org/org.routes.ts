import { orgApi } from '@hearth/domain/api/org-api';
import { orgPayloadApi } from '@hearth/domain/api/org-payload-api';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { UNKNOWN_ORGANIZATION } from './error-body.ts';
import { toOrgPayload } from './org-payload.ts';
import { findOrg } from './registry/index.ts';
import { listStateLicenses } from './state-licenses.ts';

const tags = ['organisation'];
/** The org asked about (ORG-002); documented, as the client sends it on every call. */
const zOrgHeaders = z.object({ 'x-org': z.string().optional() });

/** API-028…030 and the org payload for the Vite dev server; the org is `request.org`. */
const orgRoutes: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerEndpoint(app, orgApi.statesEligibility, {
    tags,
    headers: zOrgHeaders,
    summary: 'States where the organisation takes applications (API-028)',
    handler: async (request) => ({ states: request.org.product.licensedStates }),
  });

  registerEndpoint(app, orgApi.zipEligibility, {
    tags,
    headers: zOrgHeaders,
    summary: 'Zips the organisation excludes (API-029)',
    handler: async (request) => ({ excludedZips: request.org.product.excludedZips }),
  });

  registerEndpoint(app, orgApi.stateLicenses, {
    tags,
    summary: "The organisation's state licences (API-030); orgCode defaults to the request's org",
    handler: async (request, reply) => {
      const org = request.query.orgCode ? findOrg(request.query.orgCode) : request.org;
      if (!org) {
        return reply.code(400).send({ errors: [UNKNOWN_ORGANIZATION] });
      }
      return listStateLicenses(org);
    },
  });

  registerEndpoint(app, orgPayloadApi.payload, {
    tags,
    summary: 'The org payload injected into index.html (ORG-003), for the Vite dev server',
    handler: async (request) => toOrgPayload(request.org, `${request.protocol}://${request.host}`),
  });
};

export default orgRoutes;
