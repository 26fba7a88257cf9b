import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';
import { createSandboxLeadPortal } from '../../providers/sandbox/sandbox-lead-portal.ts';
import { BEARER_SECURITY, ERROR_RESPONSES, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { verifyAbilityToStart } from './ability.service.ts';
import leadPortalRoutes from './lead-portal.routes.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import { zAbilityToStartResponse, zOrgOnlyQuery } from './registration.schemas.ts';
import { buildWaitlistBodySchema, zWaitlistResponse } from './waitlist.schemas.ts';
import { joinWaitlist } from './waitlist.service.ts';

export interface RegistrationRoutesOptions {
  /** Tests pin the clock of the 45-day rule. */
  now?: () => Date;
  /** Defaults to the sandbox lead portal (loan officers, referrals, affiliate prefills). */
  leadPortal?: LeadPortalProvider;
}

/** Registration submit steps 1 and 4 (REG-035, REG-038): the waitlist and the ability to start. */
const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (plugin, options) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  await app.register(leadPortalRoutes, { provider: options.leadPortal ?? createSandboxLeadPortal() });

  app.get(
    '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['registration'],
        summary: 'Whether the caller may start an application (API-019; REG-047, REG-048)',
        security: BEARER_SECURITY,
        querystring: zOrgOnlyQuery,
        response: { 200: zAbilityToStartResponse, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => verifyAbilityToStart(app.db, request.user.identityUuid, now()),
  );

  app.post(
    '/waitlist/home-equity-loan-plus',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      attachValidation: true,
      schema: {
        tags: ['registration'],
        summary:
          'Join the waitlist of an unsupported state or zip (API-040); idempotent per e-mail and state',
        querystring: zOrgOnlyQuery,
        body: buildWaitlistBodySchema({ isProduction: app.config.isProduction }),
        response: { 200: zWaitlistResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => {
      raiseValidationError(request);
      const today = now().toISOString().slice(0, 10);
      return joinWaitlist(app.db, app.config.piiKey, request.org.companyInfo.orgCode, request.body, today);
    },
  );
};

export default registrationRoutes;
