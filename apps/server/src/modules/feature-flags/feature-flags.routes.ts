import { join } from 'node:path';
import {
  type OptimizeUser,
  zFeatureFlag,
  zFlagDecision,
  zOptimizeUser,
} from '@hearth/domain/org/feature-flags';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNKNOWN_ORGANIZATION, zErrorBody } from '../org/error-body.ts';
import { findOrg } from '../org/registry/index.ts';
import { createOverridesSource } from './flag-overrides.ts';
import { decideFlag, listFlags } from './flag-state.ts';

export interface FeatureFlagOptions {
  dataDir: string;
}

export const FLAG_OVERRIDES_FILE = 'feature-flags.json';

const BASE = '/service-optimize/:context/api';
const tags = ['feature-flags'];
const zParams = z.object({ context: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const zFeatureKey = z.string().min(1).max(128);
const badOrg = { errors: [UNKNOWN_ORGANIZATION] };

/**
 * API-063…067: flags per org. The org is `optimizeUser.attributes.organization` when given (the
 * maintenance call, API-067), else the request's org (x-org).
 */
const featureFlagRoutes: FastifyPluginAsync<FeatureFlagOptions> = async (plugin, { dataDir }) => {
  plugin.setValidatorCompiler(validatorCompiler);
  plugin.setSerializerCompiler(serializerCompiler);
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const overrides = createOverridesSource(join(dataDir, FLAG_OVERRIDES_FILE), app.log);
  const orgFor = (fallback: OrgConfig, user: OptimizeUser) => {
    const requested = user.attributes?.organization;
    return requested === undefined ? fallback : findOrg(String(requested));
  };

  app.post(
    `${BASE}/v1/feature`,
    {
      schema: {
        tags,
        summary: 'Whether one flag is on (API-063)',
        params: zParams,
        body: z.object({ featureKey: zFeatureKey, optimizeUser: zOptimizeUser }),
        response: { 200: z.object({ enabled: z.boolean() }), 400: zErrorBody },
      },
    },
    async (request, reply) => {
      const org = orgFor(request.org, request.body.optimizeUser);
      if (!org) {
        return reply.code(400).send(badOrg);
      }
      return { enabled: decideFlag(org, await overrides.read(), request.body.featureKey).enabled };
    },
  );

  app.post(
    `${BASE}/v1/features`,
    {
      schema: {
        tags,
        summary: 'Every flag with its variables (API-065, API-066)',
        params: zParams,
        body: z.object({ optimizeUser: zOptimizeUser }),
        response: { 200: z.array(zFeatureFlag), 400: zErrorBody },
      },
    },
    async (request, reply) => {
      const org = orgFor(request.org, request.body.optimizeUser);
      return org ? listFlags(org, await overrides.read()) : reply.code(400).send(badOrg);
    },
  );

  app.post(
    `${BASE}/v2/decision`,
    {
      schema: {
        tags,
        summary: 'Decisions for one flag (featureKey) or all, for a tracked user (API-064, API-067)',
        params: zParams,
        body: z.object({ featureKey: zFeatureKey.optional(), optimizeUser: zOptimizeUser }),
        response: {
          200: z.object({ optimizeUser: zOptimizeUser, decisions: z.array(zFlagDecision) }),
          400: zErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { featureKey, optimizeUser } = request.body;
      const org = orgFor(request.org, optimizeUser);
      if (!org) {
        return reply.code(400).send(badOrg);
      }
      const current = await overrides.read();
      const keys = featureKey ? [featureKey] : listFlags(org, current).map((flag) => flag.key);
      return { optimizeUser, decisions: keys.map((key) => decideFlag(org, current, key)) };
    },
  );
};

export default featureFlagRoutes;
