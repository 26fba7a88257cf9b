import { zOrgQuery } from '../identity/org-query.ts';
import { zWalletAccessQuery, zWalletAccount, zWalletOverview } from '../wallet/wallet-dto.ts';
import { WALLET_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-054…056: the borrower's own account, backed by their profile and applications' bank accounts. */
export const walletApi = {
  access: defineEndpoint({
    id: 'wallet.access',
    method: 'GET',
    path: `${WALLET_API}/access`,
    auth: 'bearer',
    query: zWalletAccessQuery,
    response: zWalletAccount,
  }),
  account: defineEndpoint({
    id: 'wallet.account',
    method: 'GET',
    path: WALLET_API,
    auth: 'bearer',
    query: zOrgQuery,
    response: zWalletOverview,
  }),
};
