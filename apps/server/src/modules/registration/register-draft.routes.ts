import { registrationApi } from '@hearth/domain/api/registration-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import { discardRegisterDraft, readRegisterDraft, saveRegisterDraft } from './register-draft.service.ts';

const tags = ['registration'];

/**
 * Save and resume across devices (decision 007 "Registration additions"): the
 * signed-in borrower's unfinished register-v2 answers and step, per identity and lender.
 */
const registerDraftRoutes: FastifyPluginAsync<{ now: () => Date }> = async (app, { now }) => {
  const keyOf = (request: { user: { identityUuid: string }; org: { companyInfo: { orgCode: string } } }) => ({
    identityUuid: request.user.identityUuid,
    organizationCode: request.org.companyInfo.orgCode,
  });

  registerEndpoint(app, registrationApi.draft, {
    tags,
    summary: 'The caller’s unfinished registration for this lender (404 when none)',
    handler: (request) => readRegisterDraft(app.db, app.config.piiKey, keyOf(request)),
  });

  registerEndpoint(app, registrationApi.saveDraft, {
    tags,
    attachValidation: true,
    bodyLimit: 32_768,
    summary: 'Save the caller’s unfinished registration (step and answers, stored encrypted)',
    handler: (request) => {
      raiseValidationError(request);
      return saveRegisterDraft(app.db, app.config.piiKey, keyOf(request), request.body, now());
    },
  });

  registerEndpoint(app, registrationApi.discardDraft, {
    tags,
    summary: 'Forget the caller’s unfinished registration (after the application is created)',
    handler: async (request) => {
      await discardRegisterDraft(app.db, keyOf(request));
    },
  });
};

export default registerDraftRoutes;
