import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';
import { ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import {
  zAffiliatePrefill,
  zLicensedStates,
  zLoanOriginator,
  zLoanOriginatorParams,
  zPrepopQuery,
  zReferral,
  zReferralParams,
  zReferralStatus,
} from './lead-portal.schemas.ts';
import {
  getAffiliatePrefill,
  getLicensedStates,
  getLoanOriginator,
  getReferral,
  getReferralStatus,
} from './lead-portal.service.ts';

const tags = ['lead-portal'];
const config = { rateLimit: RATE_LIMITS.lookup };
const responses = <T>(ok: T) => ({ 200: ok, ...ERROR_RESPONSES, 404: zErrorBody });

/** API-037, API-057…059 and the referral status: public look-ups served from the sandbox lead portal. */
const leadPortalRoutes: FastifyPluginAsync<{ provider: LeadPortalProvider }> = async (
  plugin,
  { provider },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/service-lead-portal/api/lo/:loanOriginatorUuid',
    {
      config,
      schema: {
        tags,
        summary: 'Loan officer or broker card (API-059)',
        params: zLoanOriginatorParams,
        response: responses(zLoanOriginator),
      },
    },
    (request) => getLoanOriginator(provider, request.params.loanOriginatorUuid),
  );
  app.get(
    '/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states',
    {
      config,
      schema: {
        tags,
        summary: 'A loan officer’s licensed states (API-058)',
        params: zLoanOriginatorParams,
        response: responses(zLicensedStates),
      },
    },
    (request) => getLicensedStates(provider, request.params.loanOriginatorUuid),
  );
  app.get(
    '/service-lead-portal/api/referrals/:referralUuid',
    {
      config,
      schema: {
        tags,
        summary: 'A wholesale referral (API-057)',
        params: zReferralParams,
        response: responses(zReferral),
      },
    },
    (request) => getReferral(provider, request.params.referralUuid),
  );
  app.get(
    '/service-application/external/api/v1/heloc/referral-id/:referralUuid',
    {
      config,
      schema: {
        tags,
        summary: 'Referral status and e-mail',
        params: zReferralParams,
        response: responses(zReferralStatus),
      },
    },
    (request) => getReferralStatus(provider, request.params.referralUuid),
  );
  app.get(
    '/a/external/prepop',
    {
      config,
      schema: {
        tags,
        summary: 'Affiliate prefill of the register flow (API-037)',
        querystring: zPrepopQuery,
        response: responses(zAffiliatePrefill),
      },
    },
    (request) => getAffiliatePrefill(provider, request.query.id),
  );
};

export default leadPortalRoutes;
