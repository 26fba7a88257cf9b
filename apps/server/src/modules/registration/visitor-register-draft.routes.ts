import { registrationApi } from '@hearth/domain/api/registration-api';
import { AppError } from '@hearth/domain/errors/app-error';
import { VISITOR_DRAFT_COOKIE, VISITOR_DRAFT_COOKIE_PATH } from '@hearth/domain/registration/register-draft';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import {
  createVisitorDraftId,
  discardVisitorRegisterDraft,
  readVisitorDraftId,
  readVisitorRegisterDraft,
  saveVisitorRegisterDraft,
  VISITOR_DRAFT_LIFETIME_MS,
} from './visitor-register-draft.service.ts';

const tags = ['registration'];

/**
 * Decision 029 §5: a visitor's register-v2 answers sent without scripts, kept one day. The cookie's
 * random id is the only key (ownership: another cookie names another draft, or none). The cookie's
 * path is the register pages', so a browser sends it with a page request only; the pages' server
 * renderer forwards it to these endpoints in-process.
 */
const visitorRegisterDraftRoutes: FastifyPluginAsync<{ now: () => Date }> = async (app, { now }) => {
  const cookieOptions = {
    path: VISITOR_DRAFT_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction ? true : 'auto',
  } as const;
  const orgOf = (request: FastifyRequest) => request.org.companyInfo.orgCode;
  const idOf = (request: FastifyRequest) => readVisitorDraftId(request.cookies[VISITOR_DRAFT_COOKIE]);

  registerEndpoint(app, registrationApi.visitorDraft, {
    tags,
    summary: 'The visitor’s unfinished registration named by the draft cookie (404 when none)',
    handler: (request) => {
      const id = idOf(request);
      if (!id) {
        throw new AppError('NOT_FOUND');
      }
      return readVisitorRegisterDraft(
        app.db,
        app.config.piiKey,
        { id, organizationCode: orgOf(request) },
        now(),
      );
    },
  });

  registerEndpoint(app, registrationApi.saveVisitorDraft, {
    tags,
    attachValidation: true,
    bodyLimit: 32_768,
    summary: 'Save the visitor’s answers (stored encrypted, one day); sets the draft cookie when new',
    handler: async (request, reply) => {
      raiseValidationError(request);
      const id = idOf(request) ?? createVisitorDraftId();
      const saved = await saveVisitorRegisterDraft(
        app.db,
        app.config.piiKey,
        { id, organizationCode: orgOf(request) },
        request.body,
        now(),
      );
      reply.setCookie(VISITOR_DRAFT_COOKIE, id, {
        ...cookieOptions,
        maxAge: Math.floor(VISITOR_DRAFT_LIFETIME_MS / 1000),
      });
      return saved;
    },
  });

  registerEndpoint(app, registrationApi.discardVisitorDraft, {
    tags,
    summary: 'Forget the visitor’s answers (once the account and application exist) and the cookie',
    handler: async (request, reply) => {
      const id = idOf(request);
      if (id) {
        await discardVisitorRegisterDraft(app.db, { id, organizationCode: orgOf(request) });
      }
      reply.clearCookie(VISITOR_DRAFT_COOKIE, cookieOptions);
    },
  });
};

export default visitorRegisterDraftRoutes;
