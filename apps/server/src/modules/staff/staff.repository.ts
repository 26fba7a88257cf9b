import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.email));
}

export async function insertStaff(
  db: Db,
  staff: { email: string; passwordHash: string; role: StaffRole; orgCodes: string[] },
): Promise<StaffRow> {
  const [row] = await db
    .insert(staffUsers)
    .values({ ...staff, email: staff.email.toLowerCase() })
    .returning();
  if (!row) {
    throw new Error('staff user not inserted');
  }
  return row;
}

/**
 * Creates the staff user, or sets the password hash and role of the existing one (same e-mail, any
 * case) and re-enables it. A TOTP secret, when given, is set as already enrolled (the sandbox user).
 */
export async function upsertStaff(
  db: Db,
  staff: { email: string; passwordHash: string; role: StaffRole; totpSecretEncrypted?: string },
): Promise<void> {
  const totp = staff.totpSecretEncrypted ?? null;
  // drizzle's onConflict target cannot name the lower(email) expression index.
  await db.execute(sql`
    insert into ${staffUsers} (email, password_hash, role, totp_secret_encrypted, totp_confirmed_at)
    values (${staff.email.toLowerCase()}, ${staff.passwordHash}, ${staff.role}, ${totp},
      ${totp === null ? null : sql`now()`})
    on conflict (lower(email)) do update
    set password_hash = excluded.password_hash, role = excluded.role, active = true, updated_at = now(),
      totp_secret_encrypted = coalesce(excluded.totp_secret_encrypted, ${staffUsers}.totp_secret_encrypted),
      totp_confirmed_at = coalesce(excluded.totp_confirmed_at, ${staffUsers}.totp_confirmed_at)`);
}

export async function updateStaff(
  db: Db,
  uuid: string,
  patch: Partial<
    Pick<
      StaffRow,
      'active' | 'role' | 'orgCodes' | 'totpSecretEncrypted' | 'totpConfirmedAt' | 'totpLastStep'
    >
  >,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staffUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(staffUsers.uuid, uuid))
    .returning();
  return row;
}

/**
 * Accepts a TOTP code's time step once: true when `step` is later than any step accepted before
 * (one atomic update, so two instances given the same code cannot both accept it).
 */
export async function claimTotpStep(db: Db, uuid: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffUsers.uuid, uuid), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))),
    )
    .returning({ uuid: staffUsers.uuid });
  return rows.length === 1;
}
