import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findStaffByUuid(db: Db, uuid: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.uuid, uuid)).limit(1);
  return rows[0];
}

/** Creates the staff user, or sets the password hash and role of the existing one (same e-mail, any case). */
export async function upsertStaff(
  db: Db,
  staff: { email: string; passwordHash: string; role: StaffRow['role'] },
): Promise<void> {
  // drizzle's onConflict target cannot name the lower(email) expression index.
  await db.execute(sql`
    insert into ${staffUsers} (email, password_hash, role)
    values (${staff.email.toLowerCase()}, ${staff.passwordHash}, ${staff.role})
    on conflict (lower(email)) do update
    set password_hash = excluded.password_hash, role = excluded.role, active = true, updated_at = now()`);
}
