import { FINAL_STEPS } from '@hearth/domain/lifecycle/step-graph';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationTimeline, helocApplications } from '../../db/schema/index.ts';

/** The step at which the lender has approved the line: the final offer (clear to close) was made. */
const APPROVAL_STEP = 'FINAL_OFFER';

/**
 * A lender's applications whose final action (the move to COMPLETE, DECLINED or CANCELLED, which
 * have no way out, so one per application) happened in [from, to), oldest first.
 */
export async function findFinalActions(db: Db, orgCode: string, from: Date, to: Date) {
  return db
    .select({
      loanNumber: helocApplications.loanNumber,
      createdDate: helocApplications.createdDate,
      finalStep: applicationTimeline.toStep,
      finalEvent: applicationTimeline.event,
      finalDetail: applicationTimeline.detail,
      finalAt: applicationTimeline.at,
      reachedApproval: sql<boolean>`exists (
        select 1 from ${applicationTimeline} as approval
        where approval.application_uuid = ${helocApplications.uuid} and approval.to_step = ${APPROVAL_STEP}
      )`,
      amount: helocApplications.amount,
      offerSet: helocApplications.offerSet,
      occupancyType: helocApplications.occupancyType,
      propertyAddress: helocApplications.propertyAddress,
      incomePrimary: helocApplications.incomePrimary,
      incomeOther: helocApplications.incomeOther,
      applicantDobEncrypted: helocApplications.applicantDobEncrypted,
      hmdaAnswers: helocApplications.hmdaAnswers,
      rate: helocApplications.rate,
      term: helocApplications.term,
      adjustedHomeAmount: helocApplications.adjustedHomeAmount,
      estimatedHomeValue: helocApplications.estimatedHomeValue,
    })
    .from(applicationTimeline)
    .innerJoin(helocApplications, eq(helocApplications.uuid, applicationTimeline.applicationUuid))
    .where(
      and(
        eq(helocApplications.organizationCode, orgCode),
        inArray(applicationTimeline.toStep, [...FINAL_STEPS]),
        gte(applicationTimeline.at, from),
        lt(applicationTimeline.at, to),
      ),
    )
    .orderBy(asc(applicationTimeline.at), asc(helocApplications.loanNumber));
}

export type FinalActionRow = Awaited<ReturnType<typeof findFinalActions>>[number];
