import { type AdverseActionView, findEcoaAgency } from '@hearth/domain/journey/adverse-action';
import { DECLINE_REASONS } from '@hearth/domain/offers/eligibility';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep } from '../../lifecycle/application-lock.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { readTimeline, type TimelineRecord } from '../../lifecycle/timeline.ts';
import type { CreditBureauProvider } from '../../providers/credit-bureau-provider.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { listDocuments } from '../documents/document.repository.ts';
import { findApplicationOrg } from '../documents/load-document-data.ts';
import { type Owner, requireOwnApplication } from '../journey/own-application.ts';
import { findLatestCreditPull } from './adverse-action.repository.ts';

/** FCRA 615(a): the range of the scores the bureau reports. */
const SCORE_RANGE = { min: 300, max: 850 };
/** Reg B 1002.9(b)(2): more than four principal reasons do not help the applicant. */
const MAX_REASONS = 4;
const FALLBACK_REASON = 'Credit application incomplete';

type DeclineCode = keyof typeof DECLINE_REASONS;

function toReasonText(reason: unknown): string | undefined {
  if (typeof reason !== 'string' || reason.trim() === '') {
    return undefined;
  }
  return DECLINE_REASONS[reason as DeclineCode] ?? reason;
}

/** The principal reasons of the decline, by where it happened (underwriting, hard pull, income, staff). */
async function readReasons(db: Db, application: ApplicationRow, decline: TimelineRecord | undefined) {
  let codes: unknown[] = [];
  if (decline?.from === 'WAITING_FOR_INITIAL_OFFERS') {
    const underwriting = await findLatestProviderResult(db, application.uuid, 'UNDERWRITING');
    codes = underwriting?.declineReasons ?? [];
  } else if (decline?.event === 'CREDIT_SCORE_DECLINED') {
    codes = ['CREDIT_SCORE_TOO_LOW'];
  } else if (decline?.event === 'DTI_DECLINED') {
    codes = ['DTI_TOO_HIGH'];
  } else if (Array.isArray(decline?.detail?.reasons)) {
    codes = decline.detail.reasons;
  }
  const reasons = codes.map(toReasonText).filter((text): text is string => text !== undefined);
  return reasons.length > 0 ? reasons.slice(0, MAX_REASONS) : [FALLBACK_REASON];
}

/** The credit report the decision used: the hard one after submission, else the soft one. */
async function readCreditUsed(db: Db, applicationUuid: string, decline: TimelineRecord | undefined) {
  const afterSubmission = decline?.from === 'HARD_CREDIT_PULL' || decline?.from === 'INCOME_VERIFICATION';
  const hard = await findLatestCreditPull(db, applicationUuid, 'HARD_CREDIT');
  const pull =
    afterSubmission || decline?.actor === 'OPS'
      ? (hard ?? (await findLatestCreditPull(db, applicationUuid, 'SOFT_CREDIT')))
      : await findLatestCreditPull(db, applicationUuid, 'SOFT_CREDIT');
  return pull?.result.outcome === 'MATCH' ? { report: pull.result.report, at: pull.at } : undefined;
}

async function readNotice(db: Db, applicationUuid: string) {
  const notice = (await listDocuments(db, applicationUuid)).findLast(
    (document) => document.type === 'ADVERSE_ACTION_NOTICE',
  );
  return notice
    ? { documentUuid: notice.uuid, filename: notice.filename, createdDate: notice.createdAt.toISOString() }
    : null;
}

/**
 * `GET P/decline` (error/decline, error/credit, error/income): the adverse action notice's content
 * (ECOA / Reg B 1002.9, FCRA 615(a)) and the generated notice to download.
 */
export async function getAdverseAction(
  deps: { db: Db; creditBureau: Pick<CreditBureauProvider, 'agency'> },
  owner: Owner,
): Promise<AdverseActionView> {
  const application = await requireOwnApplication(deps.db, owner);
  assertApplicationStep(application, ['DECLINED']);
  const decline = (await readTimeline(deps.db, application.uuid)).findLast(
    (entry) => entry.to === 'DECLINED',
  );
  const credit = await readCreditUsed(deps.db, application.uuid, decline);
  const status = application.status;
  return {
    serverStep: application.serverStep,
    kind:
      status.creditScoreDecline === true ? 'CREDIT_SCORE' : status.dtiDecline === true ? 'DTI' : 'GENERAL',
    decidedAt: decline?.at ?? null,
    reasons: await readReasons(deps.db, application, decline),
    credit: credit
      ? {
          score: credit.report.score,
          scoreRange: SCORE_RANGE,
          agency: deps.creditBureau.agency,
          keyFactors: (credit.report.keyFactors ?? []).slice(0, MAX_REASONS),
          pulledAt: credit.at.toISOString(),
        }
      : null,
    notice: await readNotice(deps.db, application.uuid),
    ecoaAgency: findEcoaAgency(findApplicationOrg(application).companyInfo.companyName),
  };
}
