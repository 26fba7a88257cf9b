import { leadPortalApi } from '@hearth/domain/api/registration-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';
import {
  getAffiliatePrefill,
  getLicensedStates,
  getLoanOriginator,
  getReferral,
  getReferralStatus,
} from './lead-portal.service.ts';

/** Each look-up is public, rate-limited, and a 404 for anything it does not know. */
const LOOKUP = { tags: ['lead-portal'], errors: [401, 404], config: { rateLimit: RATE_LIMITS.lookup } };

/** API-037, API-057…059 and the referral status: public look-ups served from the sandbox lead portal. */
const leadPortalRoutes: FastifyPluginAsync<{ provider: LeadPortalProvider }> = async (app, { provider }) => {
  registerEndpoint(app, leadPortalApi.loanOriginator, {
    ...LOOKUP,
    summary: 'Loan officer or broker card (API-059)',
    handler: (request) => getLoanOriginator(provider, request.params.loanOriginatorUuid),
  });
  registerEndpoint(app, leadPortalApi.licensedStates, {
    ...LOOKUP,
    summary: 'A loan officer’s licensed states (API-058)',
    handler: (request) => getLicensedStates(provider, request.params.loanOriginatorUuid),
  });
  registerEndpoint(app, leadPortalApi.referral, {
    ...LOOKUP,
    summary: 'A wholesale referral (API-057)',
    handler: (request) => getReferral(provider, request.params.referralUuid),
  });
  registerEndpoint(app, leadPortalApi.referralStatus, {
    ...LOOKUP,
    summary: 'Referral status and e-mail',
    handler: (request) => getReferralStatus(provider, request.params.referralUuid),
  });
  registerEndpoint(app, leadPortalApi.affiliatePrefill, {
    ...LOOKUP,
    summary: 'Affiliate prefill of the register flow (API-037)',
    handler: (request) => getAffiliatePrefill(provider, request.query.id),
  });
};

export default leadPortalRoutes;
