import { opsApi } from '@hearth/domain/api/ops-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import { listFlagOverrides } from './flag-override.repository.ts';
import { clearFlagOverride, setFlagOverride } from './flag-override.service.ts';

/**
 * Staff switch a lender's flags (or every lender's, scope `*`) for the whole cluster: the overrides
 * live in the database and every instance hears of a change as it commits.
 */
const flagOverrideRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opsApi.flagOverrides, {
    tags: OPS_TAGS,
    summary: 'The feature-flag overrides staff have set, by scope and flag',
    handler: async () => ({ overrides: await listFlagOverrides(app.db) }),
  });

  registerEndpoint(app, opsApi.setFlagOverride, {
    tags: OPS_TAGS,
    errors: [403, 404],
    summary: 'Force a flag on or off, or replace its variables, for one lender or all (ADMIN)',
    handler: (request) => setFlagOverride(app.db, request.staff, request.params, request.body),
  });

  registerEndpoint(app, opsApi.clearFlagOverride, {
    tags: OPS_TAGS,
    errors: [403, 404],
    summary: "Remove an override: the lender's default (or the file's override) applies again (ADMIN)",
    handler: async (request) => {
      await clearFlagOverride(app.db, request.staff, request.params);
      return undefined;
    },
  });
};

export default flagOverrideRoutes;
