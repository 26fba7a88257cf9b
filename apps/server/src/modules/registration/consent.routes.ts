import { consentApi } from '@hearth/domain/api/registration-api';
import { listConsentTypes } from '@hearth/domain/application/consent-types';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { buildConsentPrompt } from './consent-prompts.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import { saveSmsConsents } from './sms-consent.service.ts';

const tags = ['consent'];

/** REG-033 / API-053: the consent prompts; REG-040: the SMS consents saved at submit step 6. */
const consentRoutes: FastifyPluginAsync<{ now: () => Date }> = async (app, { now }) => {
  const prompt = (secure: boolean) => ({
    tags,
    summary: `The current ${secure ? 'signed-in ' : ''}consent prompt of a type: SMS or SMS_TRANSACTIONAL (API-053)`,
    description:
      'uuid names this wording version (it changes when the words do); resources: TITLE, ' +
      'SECONDARY_VERBIAGE, and LINK resources "Privacy Policy" and "Terms of Service" whose names ' +
      'in the verbiage become links.',
  });

  registerEndpoint(app, consentApi.types, {
    tags,
    summary: 'The consents an application records, each with when it is asked for (API-027)',
    handler: () => listConsentTypes(),
  });

  registerEndpoint(app, consentApi.prompt, {
    ...prompt(false),
    errors: [401],
    config: { rateLimit: RATE_LIMITS.lookup },
    handler: (request) => buildConsentPrompt(request.org.companyInfo, request.params.type),
  });
  registerEndpoint(app, consentApi.securePrompt, {
    ...prompt(true),
    handler: (request) => buildConsentPrompt(request.org.companyInfo, request.params.type),
  });

  registerEndpoint(app, consentApi.saveSms, {
    tags,
    attachValidation: true,
    bodyLimit: 8_192,
    summary: 'Save the SMS consent answers, each with the prompt it answered (REG-040)',
    description:
      'Submit step 6. Each answer (accepted or declined) is appended with its prompt uuid, the ' +
      'time and the identity’s phone number; applicationUuid, when given, must be the caller’s.',
    handler: async (request) => {
      raiseValidationError(request);
      return saveSmsConsents(app.db, app.config.piiKey, {
        identityUuid: request.user.identityUuid,
        organizationCode: request.org.companyInfo.orgCode,
        body: request.body,
        now: now(),
      });
    },
  });
};

export default consentRoutes;
