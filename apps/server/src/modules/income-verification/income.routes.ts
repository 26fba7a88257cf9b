import { incomeApi } from '@hearth/domain/api/income-api';
import { INCOME_DOCUMENT_TYPES, zIncomeDocumentFields } from '@hearth/domain/journey/income';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { parseUploadFields, readUploadParts, requireFile } from '../borrower-writes/read-upload-parts.ts';
import { readOwner } from '../journey/read-owner.ts';
import { uploadIncomeDocument } from './income-documents.service.ts';
import { searchIncomeInstitutions } from './income-institutions.service.ts';
import { linkIncome } from './income-link.service.ts';
import { linkLoggedInAccounts, logInToIncomeLink } from './income-login.service.ts';

const tags = ['journey: income'];
export const INCOME_FILE_REQUIRED = 'Please choose a file';

/** Decision 007: the bank (or payroll) link and the income documents of INCOME_VERIFICATION. */
const incomeRoutes: FastifyPluginAsync = async (app) => {
  const linkDeps = () => ({ db: app.db, income: app.lifecycle.providers.income, piiKey: app.config.piiKey });

  registerEndpoint(app, incomeApi.institutions, {
    tags,
    summary:
      'The banks the link provider can log in to whose name contains `query` (case-insensitive; every bank when empty); their accounts come only with a log-in',
    handler: (request) => searchIncomeInstitutions(linkDeps(), readOwner(request), request.query.query),
  });

  registerEndpoint(app, incomeApi.logIn, {
    tags,
    errors: [409, 422],
    summary:
      'Log in to the bank (the dialog’s first call): the credentials go to the link provider once; the answer lists the accounts the bank offers, masked. A refused log-in is 422 with the bank’s message',
    handler: (request) => logInToIncomeLink(linkDeps(), readOwner(request), request.body),
  });

  registerEndpoint(app, incomeApi.linkAccounts, {
    tags,
    errors: [409],
    summary:
      'Share the chosen accounts of the latest log-in (`linkId` from `income/link/login`) for income verification; the waiting job verifies',
    handler: (request) => linkLoggedInAccounts(linkDeps(), readOwner(request), request.body),
  });

  registerEndpoint(app, incomeApi.link, {
    tags,
    errors: [409, 422],
    summary:
      'Link a bank (or payroll) for income verification in one call (log in and share): the credentials go to the link provider once, the shared accounts are kept masked; a refused log-in is 422 with the bank’s message',
    handler: (request) => linkIncome(linkDeps(), readOwner(request), request.body),
  });

  registerEndpoint(app, incomeApi.uploadDocument, {
    tags,
    errors: [409, 413],
    summary: `Upload one income document (multipart \`type\`: ${INCOME_DOCUMENT_TYPES.join(', ')}; \`file\`: PDF, JPEG, PNG or HEIC by content); a document request moves on once the documents asked for are in`,
    handler: async (request) => {
      const parts = await readUploadParts(request, {
        fileFields: ['file'],
        textFields: ['type'],
        maxBytes: app.documents.maxUploadBytes,
      });
      const { type } = parseUploadFields(zIncomeDocumentFields, parts.fields);
      const file = requireFile(parts, 'file', INCOME_FILE_REQUIRED);
      return uploadIncomeDocument(app.db, readOwner(request), { ...file, type }, app.documents);
    },
  });
};

export default incomeRoutes;
