import { zBannerApp, zBannerVariant } from '@hearth/domain/banners/banner';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { parseJsonColumns } from '../../db/stored-data-error.ts';

export type BannerRow = typeof banners.$inferSelect;
type NewBannerRow = typeof banners.$inferInsert;

/** `apps` and `variant` are checked like a JSON column: a row that does not fit is a 500, never passed on. */
const STORED = {
  apps: z.array(zBannerApp).min(1),
  variant: zBannerVariant,
};

function checked<T extends Partial<BannerRow>>(row: T, direction: 'read' | 'write'): T {
  const schemas = STORED as unknown as { [K in keyof T]?: z.ZodType<T[K]> };
  return parseJsonColumns('banners', schemas, row, direction, row.uuid);
}

export async function insertBanner(db: Db, values: NewBannerRow): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(checked(values, 'write')).returning();
  if (!row) {
    throw new Error('banner insert returned no row');
  }
  return checked(row, 'read');
}

/** Every banner of a lender, newest first. */
export async function listBanners(db: Db, organizationCode: string): Promise<BannerRow[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.organizationCode, organizationCode))
    .orderBy(desc(banners.createdAt), desc(banners.uuid));
  return rows.map((row) => checked(row, 'read'));
}

/** One banner of that lender, locked for an update; another lender's banner is not found. */
export async function findBannerForUpdate(
  db: Db,
  organizationCode: string,
  uuid: string,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.uuid, uuid), eq(banners.organizationCode, organizationCode)))
    .for('update');
  return row ? checked(row, 'read') : undefined;
}

export async function updateBanner(
  db: Db,
  uuid: string,
  patch: Partial<Pick<NewBannerRow, 'startsAt' | 'endsAt' | 'retiredAt' | 'retiredByStaffUuid'>>,
): Promise<BannerRow> {
  const [row] = await db
    .update(banners)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(banners.uuid, uuid))
    .returning();
  if (!row) {
    throw new Error('banner update returned no row');
  }
  return checked(row, 'read');
}

/** The lender's banners inside their window at `now` and not retired; test-only ones when asked. */
export async function listPublishedBanners(
  db: Db,
  organizationCode: string,
  now: Date,
  includeTestOnly: boolean,
): Promise<BannerRow[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.organizationCode, organizationCode),
        isNull(banners.retiredAt),
        lte(banners.startsAt, now),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        includeTestOnly ? undefined : eq(banners.testOnly, false),
      ),
    )
    .orderBy(desc(banners.createdAt), desc(banners.uuid));
  return rows.map((row) => checked(row, 'read'));
}
