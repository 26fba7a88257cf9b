import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createAppOverrides } from '../feature-flags/app-overrides.ts';
import featureFlagRoutes from '../feature-flags/feature-flags.routes.ts';
import { createHoursClock } from '../operating-hours/hours-clock.ts';
import operatingHoursRoutes from '../operating-hours/operating-hours.routes.ts';
import { isApiRequest } from './api-paths.ts';
import { UNKNOWN_ORGANIZATION } from './error-body.ts';
import orgRoutes from './org.routes.ts';
import { findOrg, getDefaultOrg } from './registry/index.ts';
import { resolveOrgCode } from './resolve-org.ts';

export { toOrgPayload } from './org-payload.ts';
export { resolveOrgCode } from './resolve-org.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lender this request is for (ORG-002), set before any route runs. */
    org: OrgConfig;
  }
}

export interface OrgPluginOptions {
  /** Where `feature-flags.json` lives; defaults to `app.config.dataDir`. */
  dataDir?: string;
  /** The clock for operating hours (the sandbox clock by default); tests pin it. */
  now?: () => Date | Promise<Date>;
}

/**
 * Resolves the org of every request (Host → ?org= → x-org → hearth) into `request.org` and serves
 * the org, operating-hours and feature-flag routes. An explicit unknown code is refused with 400 on
 * API requests; a page load falls back to the flagship.
 */
const orgPlugin: FastifyPluginAsync<OrgPluginOptions> = async (app, options) => {
  app.decorateRequest('org', null as unknown as OrgConfig);
  app.addHook('onRequest', (request, reply, done) => {
    const resolution = resolveOrgCode({
      host: request.headers.host,
      queryOrg: (request.query as Record<string, unknown> | undefined)?.org,
      headerOrg: request.headers['x-org'],
    });
    if (resolution.status === 'unknown' && isApiRequest(request.method, request.url)) {
      reply.code(400).send({ errors: [UNKNOWN_ORGANIZATION] });
      return;
    }
    request.org = (resolution.status === 'found' && findOrg(resolution.code)) || getDefaultOrg();
    done();
  });

  const dataDir = options.dataDir ?? app.config?.dataDir;
  if (!dataDir) {
    throw new Error('org plugin: no dataDir (pass { dataDir } or decorate app.config)');
  }
  await app.register(orgRoutes);
  await app.register(operatingHoursRoutes, { now: options.now ?? createHoursClock(app) });
  const overrides = createAppOverrides(app, dataDir);
  app.decorate('flagOverrides', overrides);
  await app.register(featureFlagRoutes, { overrides });
};

export default fp(orgPlugin, { name: 'hearth-org' });
