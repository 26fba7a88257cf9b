import type {
  ListedStaffProposal,
  ProposalQuery,
  ProposalStatus,
  StaffProposal,
} from '@hearth/domain/ops/staff-proposal';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications, staffProposals, staffUsers } from '../../db/schema/index.ts';
import type { JsonObject } from '../../db/stored-json.ts';

type ProposalRow = typeof staffProposals.$inferSelect;

/** A stored proposal as the ops API answers it. */
export function toStaffProposal(row: ProposalRow): StaffProposal {
  return {
    uuid: row.uuid,
    applicationUuid: row.applicationUuid,
    event: row.event,
    payload: (row.payload as StaffProposal['payload']) ?? null,
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposedBy,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}

export async function insertProposal(
  db: Db,
  values: {
    applicationUuid: string;
    event: string;
    payload: JsonObject | null;
    reason: string;
    proposedBy: string;
  },
): Promise<ProposalRow> {
  const [row] = await db.insert(staffProposals).values(values).returning();
  if (!row) {
    throw new Error('staff_proposals insert returned no row');
  }
  return row;
}

/** A pending proposal of the same event on the application, if one is waiting. */
export async function findPendingProposal(
  db: Db,
  applicationUuid: string,
  event: string,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(staffProposals)
    .where(
      and(
        eq(staffProposals.applicationUuid, applicationUuid),
        eq(staffProposals.event, event),
        eq(staffProposals.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row;
}

/** Locks one proposal (`FOR UPDATE`) with its application's lender, for a decision. */
export async function lockProposal(
  tx: Db,
  uuid: string,
): Promise<{ proposal: ProposalRow; orgCode: string } | undefined> {
  const [row] = await tx
    .select({ proposal: staffProposals, orgCode: helocApplications.organizationCode })
    .from(staffProposals)
    .innerJoin(helocApplications, eq(helocApplications.uuid, staffProposals.applicationUuid))
    .where(eq(staffProposals.uuid, uuid))
    .for('update', { of: staffProposals });
  return row;
}

/** Records the decision on a pending proposal (once: a decided one is left as it is). */
export async function decideProposal(
  tx: Db,
  uuid: string,
  decision: { status: Exclude<ProposalStatus, 'PENDING'>; decidedBy: string; decisionReason: string },
): Promise<ProposalRow> {
  const [row] = await tx
    .update(staffProposals)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(and(eq(staffProposals.uuid, uuid), eq(staffProposals.status, 'PENDING')))
    .returning();
  if (!row) {
    throw new Error(`proposal ${uuid} was not pending`);
  }
  return row;
}

/** Proposals of the given lenders (empty = every lender), newest first, at most 200, with their file's loan number. */
export async function listProposals(
  db: Db,
  query: ProposalQuery,
  lenders: readonly string[],
): Promise<ListedStaffProposal[]> {
  const rows = await db
    .select({
      proposal: staffProposals,
      loanNumber: helocApplications.loanNumber,
      proposedByEmail: staffUsers.email,
    })
    .from(staffProposals)
    .innerJoin(helocApplications, eq(helocApplications.uuid, staffProposals.applicationUuid))
    .leftJoin(staffUsers, eq(staffUsers.uuid, staffProposals.proposedBy))
    .where(
      and(
        lenders.length > 0 ? inArray(helocApplications.organizationCode, [...lenders]) : undefined,
        query.status ? eq(staffProposals.status, query.status) : undefined,
        query.applicationUuid ? eq(staffProposals.applicationUuid, query.applicationUuid) : undefined,
      ),
    )
    .orderBy(desc(staffProposals.createdAt), desc(staffProposals.uuid))
    .limit(200);
  return rows.map((row) => ({
    ...toStaffProposal(row.proposal),
    loanNumber: row.loanNumber,
    proposedByEmail: row.proposedByEmail ?? null,
  }));
}

/** Marks every pending proposal made before `cutoff` EXPIRED, returning them. */
export async function expireProposalsMadeBefore(tx: Db, cutoff: Date): Promise<ProposalRow[]> {
  return tx
    .update(staffProposals)
    .set({
      status: 'EXPIRED',
      decidedAt: sql`now()`,
      decisionReason: 'No checker decided it in time',
    })
    .where(and(eq(staffProposals.status, 'PENDING'), lt(staffProposals.createdAt, cutoff)))
    .returning();
}
