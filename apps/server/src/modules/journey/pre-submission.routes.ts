import type { FastifyPluginAsync } from 'fastify';
import borrowerInfoRoutes from '../borrower-info/borrower-info.routes.ts';
import documentSigningRoutes from '../documents/document-signing.routes.ts';
import offersRoutes from '../offers/offers.routes.ts';

/** Decision 007, borrower calls: offers, borrower info (profile-info, HMDA) and document signing. */
const preSubmissionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(offersRoutes);
  await app.register(borrowerInfoRoutes);
  await app.register(documentSigningRoutes);
};

export default preSubmissionRoutes;
