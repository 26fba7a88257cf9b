import {
  REGISTER_DRAFT_PATH,
  zRegisterDraft,
  zRegisterDraftBody,
} from '@hearth/domain/registration/register-draft';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import { discardRegisterDraft, readRegisterDraft, saveRegisterDraft } from './register-draft.service.ts';

const tags = ['registration'];

/**
 * Save and resume across devices (issue 3, scope 10; decision 007 "Registration additions"): the
 * signed-in borrower's unfinished register-v2 answers and step, per identity and lender.
 */
const registerDraftRoutes: FastifyPluginAsync<{ now: () => Date }> = async (plugin, { now }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const keyOf = (request: { user: { identityUuid: string }; org: { companyInfo: { orgCode: string } } }) => ({
    identityUuid: request.user.identityUuid,
    organizationCode: request.org.companyInfo.orgCode,
  });

  app.get(
    REGISTER_DRAFT_PATH,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s unfinished registration for this lender (404 when none)',
        security: BEARER_SECURITY,
        response: { 200: zRegisterDraft, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => readRegisterDraft(app.db, app.config.piiKey, keyOf(request)),
  );

  app.put(
    REGISTER_DRAFT_PATH,
    {
      preHandler: app.authenticate,
      attachValidation: true,
      bodyLimit: 32_768,
      schema: {
        tags,
        summary: 'Save the caller’s unfinished registration (step and answers, stored encrypted)',
        security: BEARER_SECURITY,
        body: zRegisterDraftBody,
        response: { 200: zRegisterDraft, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => {
      raiseValidationError(request);
      return saveRegisterDraft(app.db, app.config.piiKey, keyOf(request), request.body, now());
    },
  );

  app.delete(
    REGISTER_DRAFT_PATH,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Forget the caller’s unfinished registration (after the application is created)',
        security: BEARER_SECURITY,
        response: { 204: z.null(), ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await discardRegisterDraft(app.db, keyOf(request));
      return reply.code(204).send(null);
    },
  );
};

export default registerDraftRoutes;
