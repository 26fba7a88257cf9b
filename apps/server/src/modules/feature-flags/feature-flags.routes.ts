import { featureFlagsApi } from '@hearth/domain/api/org-api';
import type { OptimizeUser } from '@hearth/domain/org/feature-flags';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { UNKNOWN_ORGANIZATION } from '../org/error-body.ts';
import { findOrg } from '../org/registry/index.ts';
import { FLAG_OVERRIDES_FILE, type OverridesSource } from './flag-overrides.ts';
import { decideFlag, listFlags } from './flag-state.ts';

export interface FeatureFlagOptions {
  overrides: OverridesSource;
}

export { FLAG_OVERRIDES_FILE };

const tags = ['feature-flags'];
const badOrg = { errors: [UNKNOWN_ORGANIZATION] };

/**
 * API-063…067: flags per org. The org is `optimizeUser.attributes.organization` when given (the
 * maintenance call, API-067), else the request's org (x-org).
 */
const featureFlagRoutes: FastifyPluginAsync<FeatureFlagOptions> = async (app, { overrides }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const orgFor = (fallback: OrgConfig, user: OptimizeUser) => {
    const requested = user.attributes?.organization;
    return requested === undefined ? fallback : findOrg(String(requested));
  };

  registerEndpoint(app, featureFlagsApi.feature, {
    tags,
    summary: 'Whether one flag is on (API-063)',
    handler: async (request, reply) => {
      const org = orgFor(request.org, request.body.optimizeUser);
      if (!org) {
        return reply.code(400).send(badOrg);
      }
      return { enabled: decideFlag(org, await overrides.read(), request.body.featureKey).enabled };
    },
  });

  registerEndpoint(app, featureFlagsApi.features, {
    tags,
    summary: 'Every flag with its variables (API-065, API-066)',
    handler: async (request, reply) => {
      const org = orgFor(request.org, request.body.optimizeUser);
      return org ? listFlags(org, await overrides.read()) : reply.code(400).send(badOrg);
    },
  });

  registerEndpoint(app, featureFlagsApi.decision, {
    tags,
    summary: 'Decisions for one flag (featureKey) or all, for a tracked user (API-064, API-067)',
    handler: async (request, reply) => {
      const { featureKey, optimizeUser } = request.body;
      const org = orgFor(request.org, optimizeUser);
      if (!org) {
        return reply.code(400).send(badOrg);
      }
      const current = await overrides.read();
      const keys = featureKey ? [featureKey] : listFlags(org, current).map((flag) => flag.key);
      return { optimizeUser, decisions: keys.map((key) => decideFlag(org, current, key)) };
    },
  });
};

export default featureFlagRoutes;
