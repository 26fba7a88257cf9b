import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zAutopayBody, zBankAccountResult, zDisbursementBody } from '@hearth/domain/journey/bank-accounts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { setAutopay, setDisbursementAccount } from './bank-accounts.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';
const tags = ['journey: bank accounts'];

/** Decision 007: the disbursement account (DISBURSEMENT_ACCOUNT) and how the line is repaid (AUTOPAY_ACCOUNT). */
const bankAccountRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, piiKey: app.config.piiKey };
  const response = { 200: zBankAccountResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody };

  app.post(
    `${P}/bank/disbursement`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Choose the disbursement account: one the income bank link shared, or one typed in (ABA-checked routing number, 4–17 digit account number; stored encrypted, answered masked)',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zDisbursementBody,
        response,
      },
    },
    (request) =>
      setDisbursementAccount(
        deps,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
      ),
  );

  app.post(
    `${P}/bank/autopay`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Automatic payments (with the Reg E authorization) from the disbursement account or another one, or manual payments',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zAutopayBody,
        response,
      },
    },
    (request) =>
      setAutopay(deps, { uuid: request.params.uuid, identityUuid: request.user.identityUuid }, request.body),
  );
};

export default bankAccountRoutes;
