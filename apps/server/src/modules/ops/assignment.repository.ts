import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationAssignments, staffUsers } from '../../db/schema/index.ts';

export type AssignmentRow = typeof applicationAssignments.$inferSelect;

/** The application's assignee, locked until the transaction ends (two staff taking it at once queue up). */
export async function lockAssignment(db: Db, applicationUuid: string): Promise<AssignmentRow | undefined> {
  const rows = await db
    .select()
    .from(applicationAssignments)
    .where(eq(applicationAssignments.applicationUuid, applicationUuid))
    .for('update');
  return rows[0];
}

export async function upsertAssignment(
  db: Db,
  assignment: { applicationUuid: string; staffUuid: string; assignedBy: string; assignedAt: Date },
): Promise<AssignmentRow> {
  const [row] = await db
    .insert(applicationAssignments)
    .values(assignment)
    .onConflictDoUpdate({
      target: applicationAssignments.applicationUuid,
      set: {
        staffUuid: assignment.staffUuid,
        assignedBy: assignment.assignedBy,
        assignedAt: assignment.assignedAt,
      },
    })
    .returning();
  if (!row) {
    throw new Error('assignment not written');
  }
  return row;
}

export async function deleteAssignment(db: Db, applicationUuid: string): Promise<void> {
  await db.delete(applicationAssignments).where(eq(applicationAssignments.applicationUuid, applicationUuid));
}

/** Active staff who work for the lender (their org codes name it, or are empty: every lender). */
export function listActiveStaffOfLender(db: Db, orgCode: string) {
  return db
    .select({ uuid: staffUsers.uuid, email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .where(
      sql`${staffUsers.active} and (cardinality(${staffUsers.orgCodes}) = 0 or ${orgCode} = any(${staffUsers.orgCodes}))`,
    )
    .orderBy(staffUsers.email);
}
