import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import bankAccountRoutes from '../bank-accounts/bank-accounts.routes.ts';
import coDeedRoutes from '../co-deed/co-deed.routes.ts';
import identityDocumentRoutes from '../identity-documents/identity-documents.routes.ts';
import incomeRoutes from '../income-verification/income.routes.ts';
import insuranceRoutes from '../insurance/insurance.routes.ts';
import notaryRoutes from '../notary/notary.routes.ts';
import notificationsRoutes from '../notifications/notifications.routes.ts';
import rescissionRoutes from '../rescission/rescission.routes.ts';
import signerRoutes from '../signer/signer.routes.ts';

/**
 * Decision 007, borrower calls: income, bank accounts, identity documents, co-deeders, notary,
 * insurance and rescission; the additional signer's calls and the header's notifications.
 */
const verificationAndClosingRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart);
  }
  await app.register(incomeRoutes);
  await app.register(bankAccountRoutes);
  await app.register(identityDocumentRoutes);
  await app.register(coDeedRoutes);
  await app.register(notaryRoutes);
  await app.register(insuranceRoutes);
  await app.register(rescissionRoutes);
  await app.register(signerRoutes);
  await app.register(notificationsRoutes);
};

export default verificationAndClosingRoutes;
