import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import {
  INCOME_DOCUMENT_TYPES,
  zIncomeDocumentFields,
  zIncomeDocumentResult,
  zIncomeLinkBody,
  zIncomeLinkResult,
} from '@hearth/domain/journey/income';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseUploadFields, readUploadParts, requireFile } from '../borrower-writes/read-upload-parts.ts';
import { getDocumentStorage } from '../documents/document-storage.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { uploadIncomeDocument } from './income-documents.service.ts';
import { linkIncome } from './income-link.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';
const tags = ['journey: income'];
export const INCOME_FILE_REQUIRED = 'Please choose a file';

/** Decision 007: the bank (or payroll) link and the income documents of INCOME_VERIFICATION. */
const incomeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${P}/income/link`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Link a bank (or payroll) for income verification: the credentials go to the link provider once, the shared accounts are kept masked; a refused log-in is 422 with the bank’s message',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zIncomeLinkBody,
        response: { 200: zIncomeLinkResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 422: zErrorBody },
      },
    },
    (request) =>
      linkIncome(
        { db: app.db, income: app.lifecycle.providers.income, piiKey: app.config.piiKey },
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
      ),
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
        maxBytes: getDocumentStorage().maxUploadBytes,
      });
      const { type } = parseUploadFields(zIncomeDocumentFields, parts.fields);
      const file = requireFile(parts, 'file', INCOME_FILE_REQUIRED);
      return uploadIncomeDocument(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        { ...file, type },
      );
    },
  );
};

export default incomeRoutes;
