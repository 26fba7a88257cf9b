import { AppError } from '@hearth/domain/errors/app-error';
import { INCOME_MESSAGES, type IncomeLinkResult, type zIncomeLinkBody } from '@hearth/domain/journey/income';
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
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import { recordBorrowerAudit } from '../borrower-writes/borrower-audit.ts';
import { readIncomeSources, type StoredIncomeSource, toAccountSummary } from './income-source.ts';

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

type IncomeLinkInput = z.output<typeof zIncomeLinkBody>;

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

function chooseAccounts(linked: readonly LinkedAccount[], body: IncomeLinkInput): LinkedAccount[] {
  if (body.kind === 'PAYROLL') {
    return [];
  }
  const chosen = linked.filter((account) => body.accountIds.includes(account.accountId));
  if (chosen.length !== new Set(body.accountIds).size) {
    throw new AppError('VALIDATION', [UNKNOWN_ACCOUNT]);
  }
  if (chosen.length === 0) {
    throw new AppError('VALIDATION', [INCOME_MESSAGES.accounts]);
  }
  return chosen;
}

/** Asks the link provider (outside any transaction: a bank may take its time). */
async function callProvider(deps: IncomeLinkDeps, application: ApplicationRecord, body: IncomeLinkInput) {
  const request = {
    applicant: buildApplicantRef(application),
    institutionId: body.institutionId,
    username: body.username,
    password: body.password,
  };
  const result =
    body.kind === 'PAYROLL' ? await deps.income.linkPayroll(request) : await deps.income.linkBank(request);
  if (!result.ok) {
    throw new AppError('UNPROCESSABLE', [LINK_REFUSALS[result.reason]]);
  }
  return result;
}

/**
 * 007 `POST P/income/link`: the borrower's credentials go to the link provider once (never
 * stored); the link and the accounts the borrower chose to share — numbers encrypted — are added
 * to `incomeSources`, and the waiting INCOME_VERIFICATION job runs as soon as this commits.
 */
export async function linkIncome(
  deps: IncomeLinkDeps,
  owner: { uuid: string; identityUuid: string },
  body: IncomeLinkInput,
): Promise<IncomeLinkResult> {
  const found = await findApplicationForOwner(deps.db, owner.uuid, owner.identityUuid);
  if (!found) {
    throw new AppError('NOT_FOUND');
  }
  assertApplicationStep(found, INCOME_LINK_STEPS);
  const result = await callProvider(deps, found, body);
  const accounts = chooseAccounts(result.accounts, body).map((account) =>
    toStoredAccount(account, deps.piiKey),
  );
  const source: StoredIncomeSource = {
    source: body.kind === 'PAYROLL' ? 'TRUV_PAYROLL' : 'PLAID_TRANSACTIONS',
    linkId: result.linkId,
    institutionId: body.institutionId,
    institutionName: result.institutionName ?? null,
    accounts,
    addedAt: new Date().toISOString(),
  };
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, INCOME_LINK_STEPS);
    // Linking the same bank again replaces the earlier link instead of counting its income twice.
    const others = application.incomeSources.filter(
      (stored) => readIncomeSources([stored])[0]?.linkId !== result.linkId,
    );
    await updateApplication(tx, owner.uuid, { incomeSources: [...others, source] });
    await saveProviderResult(tx, {
      applicationUuid: owner.uuid,
      kind: 'INCOME_LINK',
      provider: deps.income.name,
      result: {
        linkId: result.linkId,
        institutionId: body.institutionId,
        masks: accounts.map((a) => a.mask),
      },
    });
    await recordBorrowerAudit(tx, {
      identityUuid: owner.identityUuid,
      action: 'borrower.income-linked',
      applicationUuid: owner.uuid,
      details: { source: source.source, institutionId: body.institutionId, accounts: accounts.length },
    });
    await wakeStepJob(tx, application);
    return {
      serverStep: application.serverStep,
      source: {
        source: source.source,
        institutionId: body.institutionId,
        accounts: accounts.map(toAccountSummary),
      },
    };
  });
}
