import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zAutopayBody, zBankAccountResult, zDisbursementBody } from '../journey/bank-accounts.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Decision 007: the disbursement account (DISBURSEMENT_ACCOUNT) and how the line is repaid (AUTOPAY_ACCOUNT). */
export const bankAccountsApi = {
  disbursement: defineEndpoint({
    id: 'bankAccounts.disbursement',
    method: 'POST',
    path: `${HELOC_API}/bank/disbursement`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zDisbursementBody,
    response: zBankAccountResult,
  }),
  autopay: defineEndpoint({
    id: 'bankAccounts.autopay',
    method: 'POST',
    path: `${HELOC_API}/bank/autopay`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zAutopayBody,
    response: zBankAccountResult,
  }),
};
