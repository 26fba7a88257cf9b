import { AppError } from '@hearth/domain/errors/app-error';
import {
  INCOME_MESSAGES,
  type IncomeLinkResult,
  type zIncomeLinkBody,
  type zIncomeLoginBody,
} from '@hearth/domain/journey/income';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { encryptPii } from '../../lib/pii.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { buildApplicantRef } from '../../lifecycle/jobs/handlers/support/applicant.ts';
import { saveProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { wakeStepJob } from '../../lifecycle/wake-step-job.ts';
import type { IncomeProvider, LinkedAccount, LinkResult } from '../../providers/income-provider.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import { type LoggedInLink, type StoredIncomeSource, toAccountSummary } from './income-source.ts';

export const INCOME_LINK_STEPS = ['INCOME_VERIFICATION'] as const;

/** The bank's answer to a refused log-in, as the dialog shows it (422: a 401 would end the session). */
export const LINK_REFUSALS: Readonly<Record<Extract<LinkResult, { ok: false }>['reason'], string>> = {
  INVALID_CREDENTIALS: 'The username or password you entered is incorrect. Please try again.',
  INSTITUTION_UNAVAILABLE: 'We could not reach your bank right now. Please try again later.',
};
export const UNKNOWN_ACCOUNT = 'Please choose among the accounts your bank shared';

export interface IncomeLinkDeps {
  db: Db;
  income: IncomeProvider;
  piiKey: Buffer;
}

export type Owner = { uuid: string; identityUuid: string };

function toStoredAccount(account: LinkedAccount, piiKey: Buffer) {
  return {
    accountId: account.accountId,
    name: account.name,
    type: account.type,
    mask: account.mask.slice(-4),
    ...(account.numbers
      ? {
          routingNumber: account.numbers.routingNumber,
          accountNumberEncrypted: encryptPii(account.numbers.accountNumber, piiKey),
        }
      : {}),
  };
}

/** The owner's application at INCOME_VERIFICATION: 404 for anyone else's, 409 at another step. */
export async function findLinkableApplication(db: Db, owner: Owner): Promise<ApplicationRecord> {
  const found = await findApplicationForOwner(db, owner.uuid, owner.identityUuid);
  if (!found) {
    throw new AppError('NOT_FOUND');
  }
  assertApplicationStep(found, INCOME_LINK_STEPS);
  return found;
}

/** Logs in through the link provider (outside any transaction: a bank may take its time). */
export async function logInToLinkProvider(
  deps: IncomeLinkDeps,
  application: ApplicationRecord,
  body: z.output<typeof zIncomeLoginBody>,
): Promise<LoggedInLink> {
  const kind = body.kind ?? 'BANK';
  const request = {
    applicant: buildApplicantRef(application, deps.piiKey),
    institutionId: body.institutionId,
    username: body.username,
    password: body.password,
  };
  const result =
    kind === 'PAYROLL' ? await deps.income.linkPayroll(request) : await deps.income.linkBank(request);
  if (!result.ok) {
    throw new AppError('UNPROCESSABLE', [LINK_REFUSALS[result.reason]]);
  }
  return {
    kind,
    linkId: result.linkId,
    institutionId: body.institutionId,
    institutionName: result.institutionName ?? null,
    accounts:
      kind === 'PAYROLL' ? [] : result.accounts.map((account) => toStoredAccount(account, deps.piiKey)),
  };
}

function chooseAccounts(link: LoggedInLink, accountIds: readonly string[]) {
  if (link.kind === 'PAYROLL') {
    return [];
  }
  const chosen = link.accounts.filter((account) => accountIds.includes(account.accountId));
  if (chosen.length !== new Set(accountIds).size) {
    throw new AppError('VALIDATION', [UNKNOWN_ACCOUNT]);
  }
  if (chosen.length === 0) {
    throw new AppError('VALIDATION', [INCOME_MESSAGES.accounts]);
  }
  return chosen;
}

/**
 * Adds the link, with the accounts the borrower chose among those of the log-in, to
 * `incomeSources`; the waiting INCOME_VERIFICATION job runs as soon as this commits.
 */
export async function shareLinkedAccounts(
  deps: IncomeLinkDeps,
  owner: Owner,
  link: LoggedInLink,
  accountIds: readonly string[],
): Promise<IncomeLinkResult> {
  const accounts = chooseAccounts(link, accountIds);
  const source: StoredIncomeSource = {
    source: link.kind === 'PAYROLL' ? 'TRUV_PAYROLL' : 'PLAID_TRANSACTIONS',
    linkId: link.linkId,
    institutionId: link.institutionId,
    institutionName: link.institutionName,
    accounts,
    addedAt: new Date().toISOString(),
  };
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, INCOME_LINK_STEPS);
    // Linking the same bank again replaces the earlier link instead of counting its income twice.
    const others = application.incomeSources.filter((stored) => stored.linkId !== link.linkId);
    await updateApplication(tx, owner.uuid, { incomeSources: [...others, source] });
    await saveProviderResult(tx, {
      applicationUuid: owner.uuid,
      kind: 'INCOME_LINK',
      provider: deps.income.name,
      result: {
        linkId: link.linkId,
        institutionId: link.institutionId,
        masks: accounts.map((a) => a.mask),
      },
    });
    await appendAudit(tx, {
      action: 'borrower.income-linked',
      actor: { type: 'identity', uuid: owner.identityUuid },
      entityUuid: owner.uuid,
      payload: { source: source.source, institutionId: link.institutionId, accounts: accounts.length },
    });
    await wakeStepJob(tx, application);
    return {
      serverStep: application.serverStep,
      source: {
        source: source.source,
        institutionId: link.institutionId,
        accounts: accounts.map(toAccountSummary),
      },
    };
  });
}

/**
 * 007 `POST P/income/link`: log in and share in one call. The borrower's credentials go to the
 * link provider once (never stored); the chosen accounts' numbers are kept encrypted.
 */
export async function linkIncome(
  deps: IncomeLinkDeps,
  owner: Owner,
  body: z.output<typeof zIncomeLinkBody>,
): Promise<IncomeLinkResult> {
  const application = await findLinkableApplication(deps.db, owner);
  const link = await logInToLinkProvider(deps, application, body);
  return shareLinkedAccounts(deps, owner, link, body.accountIds);
}
