import { AppError } from '@hearth/domain/errors/app-error';
import {
  INCOME_MESSAGES,
  type IncomeLinkResult,
  type IncomeLoginResult,
  type zIncomeLinkAccountsBody,
  type zIncomeLoginBody,
} from '@hearth/domain/journey/income';
import type { z } from 'zod';
import {
  findLatestProviderResult,
  saveProviderResult,
} from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import {
  findLinkableApplication,
  type IncomeLinkDeps,
  logInToLinkProvider,
  type Owner,
  shareLinkedAccounts,
} from './income-link.service.ts';
import { toAccountSummary } from './income-source.ts';

/**
 * 007 `POST P/income/link/login`: the dialog's log-in. The credentials go to the link provider
 * once (never stored); the bank's answer — the link and its accounts, numbers encrypted — is kept
 * for the account choice, and the borrower sees the accounts by their last 4 digits.
 */
export async function logInToIncomeLink(
  deps: IncomeLinkDeps,
  owner: Owner,
  body: z.output<typeof zIncomeLoginBody>,
): Promise<IncomeLoginResult> {
  const application = await findLinkableApplication(deps.db, owner);
  const link = await logInToLinkProvider(deps, application, body);
  await saveProviderResult(deps.db, {
    applicationUuid: owner.uuid,
    kind: 'INCOME_LOGIN',
    provider: deps.income.name,
    result: link,
  });
  return {
    linkId: link.linkId,
    institutionName: link.institutionName,
    accounts: link.accounts.map(toAccountSummary),
  };
}

/**
 * 007 `POST P/income/link/accounts`: shares the chosen accounts of the application's latest
 * log-in, named by its `linkId` (an older or another application's log-in is refused).
 */
export async function linkLoggedInAccounts(
  deps: IncomeLinkDeps,
  owner: Owner,
  body: z.output<typeof zIncomeLinkAccountsBody>,
): Promise<IncomeLinkResult> {
  await findLinkableApplication(deps.db, owner);
  const login = await findLatestProviderResult(deps.db, owner.uuid, 'INCOME_LOGIN');
  if (!login || login.linkId !== body.linkId) {
    throw new AppError('VALIDATION', [INCOME_MESSAGES.linkId]);
  }
  return shareLinkedAccounts(deps, owner, login, body.accountIds);
}
