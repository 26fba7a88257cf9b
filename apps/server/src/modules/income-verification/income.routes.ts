import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import {
  INCOME_DOCUMENT_TYPES,
  zIncomeDocumentFields,
  zIncomeDocumentResult,
  zIncomeLinkAccountsBody,
  zIncomeLinkBody,
  zIncomeLinkResult,
  zIncomeLoginBody,
  zIncomeLoginResult,
  zInstitutionList,
  zInstitutionQuery,
} from '@hearth/domain/journey/income';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseUploadFields, readUploadParts, requireFile } from '../borrower-writes/read-upload-parts.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { uploadIncomeDocument } from './income-documents.service.ts';
import { searchIncomeInstitutions } from './income-institutions.service.ts';
import { linkIncome } from './income-link.service.ts';
import { linkLoggedInAccounts, logInToIncomeLink } from './income-login.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';
const tags = ['journey: income'];
export const INCOME_FILE_REQUIRED = 'Please choose a file';

/** Decision 007: the bank (or payroll) link and the income documents of INCOME_VERIFICATION. */
const incomeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const linkDeps = () => ({ db: app.db, income: app.lifecycle.providers.income, piiKey: app.config.piiKey });
  const ownerOf = (request: { params: { uuid: string }; user: { identityUuid: string } }) => ({
    uuid: request.params.uuid,
    identityUuid: request.user.identityUuid,
  });

  app.get(
    `${P}/income/institutions`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'The banks the link provider can log in to whose name contains `query` (case-insensitive; every bank when empty); their accounts come only with a log-in',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        querystring: zInstitutionQuery,
        response: { 200: zInstitutionList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => searchIncomeInstitutions(linkDeps(), ownerOf(request), request.query.query),
  );

  app.post(
    `${P}/income/link/login`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Log in to the bank (the dialog’s first call): the credentials go to the link provider once; the answer lists the accounts the bank offers, masked. A refused log-in is 422 with the bank’s message',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zIncomeLoginBody,
        response: { 200: zIncomeLoginResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 422: zErrorBody },
      },
    },
    (request) => logInToIncomeLink(linkDeps(), ownerOf(request), request.body),
  );

  app.post(
    `${P}/income/link/accounts`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Share the chosen accounts of the latest log-in (`linkId` from `income/link/login`) for income verification; the waiting job verifies',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zIncomeLinkAccountsBody,
        response: { 200: zIncomeLinkResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) => linkLoggedInAccounts(linkDeps(), ownerOf(request), request.body),
  );

  app.post(
    `${P}/income/link`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Link a bank (or payroll) for income verification in one call (log in and share): the credentials go to the link provider once, the shared accounts are kept masked; a refused log-in is 422 with the bank’s message',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zIncomeLinkBody,
        response: { 200: zIncomeLinkResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 422: zErrorBody },
      },
    },
    (request) => linkIncome(linkDeps(), ownerOf(request), request.body),
  );

  app.post(
    `${P}/income/documents`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `Upload one income document (multipart \`type\`: ${INCOME_DOCUMENT_TYPES.join(', ')}; \`file\`: PDF, JPEG, PNG or HEIC by content); a document request moves on once the documents asked for are in`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: zApplicationParams,
        response: { 200: zIncomeDocumentResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 413: zErrorBody },
      },
    },
    async (request) => {
      const parts = await readUploadParts(request, {
        fileFields: ['file'],
        textFields: ['type'],
        maxBytes: app.documents.maxUploadBytes,
      });
      const { type } = parseUploadFields(zIncomeDocumentFields, parts.fields);
      const file = requireFile(parts, 'file', INCOME_FILE_REQUIRED);
      return uploadIncomeDocument(app.db, ownerOf(request), { ...file, type }, app.documents);
    },
  );
};

export default incomeRoutes;
