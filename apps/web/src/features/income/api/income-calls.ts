import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { incomeApi } from '@hearth/domain/api/income-api';
import type {
  IncomeLinkAccountsBody,
  IncomeLinkResult,
  IncomeLoginBody,
  IncomeLoginResult,
} from '@hearth/domain/journey/income';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007, the bank-link dialog's log-in: the bank's answer lists the accounts it offers. */
export function postIncomeLogin(uuid: string, body: IncomeLoginBody): Promise<IncomeLoginResult> {
  return callEndpoint(incomeApi.logIn, { params: { uuid }, body });
}

/** 007: INCOME_VERIFICATION, the accounts shared from that log-in (the job verifies). */
export function postIncomeLinkAccounts(
  uuid: string,
  body: IncomeLinkAccountsBody,
): Promise<IncomeLinkResult> {
  return callEndpoint(incomeApi.linkAccounts, { params: { uuid }, body });
}

/** API (002 §7): the application's open conditions, for the number of paystubs asked for. */
export function getConditionsQueryOptions(uuid: string) {
  return queryOptions(endpointQuery(conditionsApi.list, { params: { uuid } }));
}

export function useConditions(uuid: string) {
  return useQuery(getConditionsQueryOptions(uuid));
}
