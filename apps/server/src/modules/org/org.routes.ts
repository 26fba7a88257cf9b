import { zStateLicenses, zStatesEligibility, zZipEligibility } from '@hearth/domain/org/eligibility';
import { zOrgPayload } from '@hearth/domain/org/org-config';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNKNOWN_ORGANIZATION, zErrorBody } from './error-body.ts';
import { toOrgPayload } from './org-payload.ts';
import { findOrg } from './registry/index.ts';
import { listStateLicenses } from './state-licenses.ts';

const tags = ['organisation'];
const zOrgHeaders = z.object({ 'x-org': z.string().optional() });

/** API-028…030 and the org payload for the Vite dev server; the org is `request.org`. */
const orgRoutes: FastifyPluginAsync = async (plugin) => {
  plugin.setValidatorCompiler(validatorCompiler);
  plugin.setSerializerCompiler(serializerCompiler);
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/service-application/external/api/v2/heloc/states-eligibility',
    {
      schema: {
        tags,
        summary: 'States where the organisation takes applications (API-028)',
        headers: zOrgHeaders,
        response: { 200: zStatesEligibility, 400: zErrorBody },
      },
    },
    async (request) => ({ states: request.org.product.licensedStates }),
  );

  app.get(
    '/service-application/external/api/v1/heloc/zip-eligibility',
    {
      schema: {
        tags,
        summary: 'Zips the organisation excludes (API-029)',
        headers: zOrgHeaders,
        response: { 200: zZipEligibility, 400: zErrorBody },
      },
    },
    async (request) => ({ excludedZips: request.org.product.excludedZips }),
  );

  app.get(
    '/service-application/external/api/v1/heloc/state-licenses',
    {
      schema: {
        tags,
        summary: "The organisation's state licences (API-030); orgCode defaults to the request's org",
        querystring: z.object({ orgCode: z.string().max(64).optional() }),
        response: { 200: zStateLicenses, 400: zErrorBody },
      },
    },
    async (request, reply) => {
      const org = request.query.orgCode ? findOrg(request.query.orgCode) : request.org;
      if (!org) {
        return reply.code(400).send({ errors: [UNKNOWN_ORGANIZATION] });
      }
      return listStateLicenses(org);
    },
  );

  app.get(
    '/api/org-payload',
    {
      schema: {
        tags,
        summary: 'The org payload injected into index.html (ORG-003), for the Vite dev server',
        querystring: z.object({ org: z.string().max(64).optional() }),
        response: { 200: zOrgPayload, 400: zErrorBody },
      },
    },
    async (request) => toOrgPayload(request.org, `${request.protocol}://${request.host}`),
  );
};

export default orgRoutes;
