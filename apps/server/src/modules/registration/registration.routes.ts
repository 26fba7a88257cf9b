import { registrationApi } from '@hearth/domain/api/registration-api';
import { buildWaitlistBodySchema } from '@hearth/domain/registration/waitlist';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';
import { createSandboxLeadPortal } from '../../providers/sandbox/sandbox-lead-portal.ts';
import { verifyAbilityToStart } from './ability.service.ts';
import consentRoutes from './consent.routes.ts';
import leadPortalRoutes from './lead-portal.routes.ts';
import offerCodeRoutes from './offer-code.routes.ts';
import { raiseInvalidBody, raiseValidationError } from './raise-validation-error.ts';
import registerDraftRoutes from './register-draft.routes.ts';
import { createSandboxOfferCodes, type OfferCodeSource } from './sandbox-offer-codes.ts';
import visitorRegisterDraftRoutes from './visitor-register-draft.routes.ts';
import { joinWaitlist } from './waitlist.service.ts';

export interface RegistrationRoutesOptions {
  /** Tests pin the clock of the 45-day rule. */
  now?: () => Date;
  /** Defaults to the sandbox lead portal (loan officers, referrals, affiliate prefills). */
  leadPortal?: LeadPortalProvider;
  /** Defaults to the sandbox mail house's offer codes (REG-027). */
  offerCodes?: OfferCodeSource;
}

/**
 * Registration submit steps 1, 4 and 6 (REG-035, REG-038, REG-040): the waitlist, the ability to
 * start and the SMS consents; the look-ups that prefill the register pages (REG-027…031, REG-033).
 */
const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  await app.register(leadPortalRoutes, { provider: options.leadPortal ?? createSandboxLeadPortal() });
  await app.register(registerDraftRoutes, { now });
  await app.register(visitorRegisterDraftRoutes, { now });
  await app.register(offerCodeRoutes, { source: options.offerCodes ?? createSandboxOfferCodes() });
  await app.register(consentRoutes, { now });

  registerEndpoint(app, registrationApi.abilityToStart, {
    tags: ['registration'],
    summary: 'Whether the caller may start an application (API-019; REG-047, REG-048)',
    handler: (request) => verifyAbilityToStart(app.db, request.user.identityUuid, now()),
  });

  // Production also refuses digits in a last name (VAL-014…016), with the contract's own messages.
  const productionBody = app.config.isProduction ? buildWaitlistBodySchema({ isProduction: true }) : null;
  registerEndpoint(app, registrationApi.joinWaitlist, {
    tags: ['registration'],
    errors: [401],
    config: { rateLimit: RATE_LIMITS.lookup },
    attachValidation: true,
    summary: 'Join the waitlist of an unsupported state or zip (API-040); idempotent per e-mail and state',
    handler: (request) => {
      if (productionBody) {
        raiseInvalidBody(productionBody, request.body);
      }
      raiseValidationError(request);
      const today = now().toISOString().slice(0, 10);
      return joinWaitlist(app.db, app.config.piiKey, request.org.companyInfo.orgCode, request.body, today);
    },
  });
};

export default registrationRoutes;
