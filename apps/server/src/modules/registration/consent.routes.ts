import { zConsentPromptType } from '@hearth/domain/enums/consent-prompt-type';
import {
  zConsentPrompt,
  zSavedSmsConsents,
  zSaveSmsConsentsBody,
} from '@hearth/domain/registration/consent-prompt';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { BEARER_SECURITY, ERROR_RESPONSES, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { buildConsentPrompt } from './consent-prompts.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import { saveSmsConsents } from './sms-consent.service.ts';

/** API-053's {consent-base} (decision 008): public for visitors, secure once signed in. */
export const CONSENT_BASE_PUBLIC = '/service-consent/external/api/v1';
export const CONSENT_BASE_SECURE = '/service-consent/secure/api/v1';
export const SMS_CONSENTS_PATH = `${CONSENT_BASE_SECURE}/consent`;

const tags = ['consent'];
const zPromptParams = z.object({ type: zConsentPromptType });

/** REG-033 / API-053: the consent prompts; REG-040: the SMS consents saved at submit step 6. */
const consentRoutes: FastifyPluginAsync<{ now: () => Date }> = async (plugin, { now }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const promptSchema = (secure: boolean) => ({
    tags,
    summary: `The current ${secure ? 'signed-in ' : ''}consent prompt of a type: SMS or SMS_TRANSACTIONAL (API-053)`,
    description:
      'uuid names this wording version (it changes when the words do); resources: TITLE, ' +
      'SECONDARY_VERBIAGE, and LINK resources "Privacy Policy" and "Terms of Service" whose names ' +
      'in the verbiage become links.',
    params: zPromptParams,
    ...(secure ? { security: BEARER_SECURITY } : {}),
    response: { 200: zConsentPrompt, ...(secure ? SECURE_ERROR_RESPONSES : ERROR_RESPONSES) },
  });

  app.get(
    `${CONSENT_BASE_PUBLIC}/consent/prompt/:type`,
    { config: { rateLimit: RATE_LIMITS.lookup }, schema: promptSchema(false) },
    (request) => buildConsentPrompt(request.org.companyInfo, request.params.type),
  );
  app.get(
    `${CONSENT_BASE_SECURE}/consent/prompt/:type`,
    { preHandler: app.authenticate, schema: promptSchema(true) },
    (request) => buildConsentPrompt(request.org.companyInfo, request.params.type),
  );

  app.post(
    SMS_CONSENTS_PATH,
    {
      preHandler: app.authenticate,
      attachValidation: true,
      bodyLimit: 8_192,
      schema: {
        tags,
        summary: 'Save the SMS consent answers, each with the prompt it answered (REG-040)',
        description:
          'Submit step 6. Each answer (accepted or declined) is appended with its prompt uuid, the ' +
          'time and the identity’s phone number; applicationUuid, when given, must be the caller’s.',
        security: BEARER_SECURITY,
        body: zSaveSmsConsentsBody,
        response: { 201: zSavedSmsConsents, ...SECURE_ERROR_RESPONSES, 404: zErrorBody },
      },
    },
    async (request, reply) => {
      raiseValidationError(request);
      const saved = await saveSmsConsents(app.db, app.config.piiKey, {
        identityUuid: request.user.identityUuid,
        organizationCode: request.org.companyInfo.orgCode,
        body: request.body,
        now: now(),
      });
      return reply.code(201).send(saved);
    },
  );
};

export default consentRoutes;
