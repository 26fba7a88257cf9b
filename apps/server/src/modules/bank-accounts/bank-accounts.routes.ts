import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { setAutopay, setDisbursementAccount } from './bank-accounts.service.ts';

const tags = ['journey: bank accounts'];

/** Decision 007: the disbursement account (DISBURSEMENT_ACCOUNT) and how the line is repaid (AUTOPAY_ACCOUNT). */
const bankAccountRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey };

  registerEndpoint(app, bankAccountsApi.disbursement, {
    tags,
    errors: [409],
    summary:
      'Choose the disbursement account: one the income bank link shared, or one typed in (ABA-checked routing number, 4–17 digit account number; stored encrypted, answered masked)',
    handler: (request) =>
      setDisbursementAccount(
        deps,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
      ),
  });

  registerEndpoint(app, bankAccountsApi.autopay, {
    tags,
    errors: [409],
    summary:
      'Automatic payments (with the Reg E authorization) from the disbursement account or another one, or manual payments',
    handler: (request) =>
      setAutopay(deps, { uuid: request.params.uuid, identityUuid: request.user.identityUuid }, request.body),
  });
};

export default bankAccountRoutes;
