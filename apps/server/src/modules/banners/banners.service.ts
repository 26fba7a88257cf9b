import { BANNER_FILES, type Banner, type BannerApp, type BannerVariant } from '@hearth/domain/banners/banner';
import {
  type CreateBannerBody,
  getBannerStatus,
  type OpsBanner,
  type ScheduleBannerBody,
} from '@hearth/domain/banners/ops-banner';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { now } from '../../lifecycle/clock.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { UNKNOWN_ORGANIZATION } from '../org/error-body.ts';
import { findOrg } from '../org/registry/index.ts';
import {
  type BannerRow,
  findBannerForUpdate,
  insertBanner,
  listBanners,
  listPublishedBanners,
  updateBanner,
} from './banners.repository.ts';

export const BANNER_NOT_FOUND = 'Banner not found';
export const BANNER_ALREADY_RETIRED = 'The banner is already retired';

function requireOrg(orgCode: string): void {
  if (!findOrg(orgCode)) {
    throw new AppError('NOT_FOUND', [UNKNOWN_ORGANIZATION]);
  }
}

function toOpsBanner(row: BannerRow, at: Date): OpsBanner {
  return {
    uuid: row.uuid,
    orgCode: row.organizationCode,
    message: row.message,
    apps: row.apps as BannerApp[],
    variant: row.variant as BannerVariant,
    testOnly: row.testOnly,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: getBannerStatus(row, at),
  };
}

/**
 * API-072: a lender's published file. Only what shows now is published (a banner scheduled for
 * later stays private until it starts), so every banner in it is active (CND-014). The test file
 * adds the banners staff preview on test sites.
 */
export async function getPublishedBanners(db: Db, orgCode: string, file: string): Promise<Banner[]> {
  requireOrg(orgCode);
  const rows = await listPublishedBanners(db, orgCode, await now(db), file === BANNER_FILES.test);
  return rows.map((row) => ({
    uuid: row.uuid,
    message: row.message,
    apps: row.apps as BannerApp[],
    variant: row.variant as BannerVariant,
    active: true,
    metadata: { createdAt: row.createdAt.toISOString() },
  }));
}

export async function listOpsBanners(db: Db, orgCode: string): Promise<OpsBanner[]> {
  requireOrg(orgCode);
  const at = await now(db);
  return (await listBanners(db, orgCode)).map((row) => toOpsBanner(row, at));
}

export async function createBanner(
  db: Db,
  staffUuid: string,
  orgCode: string,
  body: CreateBannerBody,
): Promise<OpsBanner> {
  requireOrg(orgCode);
  return db.transaction(async (tx) => {
    const at = await now(tx);
    const row = await insertBanner(tx, {
      organizationCode: orgCode,
      message: body.message,
      apps: body.apps,
      variant: body.variant,
      testOnly: body.testOnly,
      startsAt: body.startsAt ? new Date(body.startsAt) : at,
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      createdByStaffUuid: staffUuid,
      // Newest first (CND-016) follows the lender's clock, as the window does.
      createdAt: at,
      updatedAt: at,
    });
    await appendAudit(tx, {
      action: 'ops.banner-created',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: row.uuid,
      payload: { organizationCode: orgCode, variant: body.variant, testOnly: body.testOnly },
    });
    return toOpsBanner(row, at);
  });
}

async function changeBanner(
  db: Db,
  orgCode: string,
  bannerUuid: string,
  change: (tx: Db, row: BannerRow, at: Date) => Promise<BannerRow>,
): Promise<OpsBanner> {
  requireOrg(orgCode);
  return db.transaction(async (tx) => {
    const row = await findBannerForUpdate(tx, orgCode, bannerUuid);
    if (!row) {
      throw new AppError('NOT_FOUND', [BANNER_NOT_FOUND]);
    }
    const at = await now(tx);
    return toOpsBanner(await change(tx, row, at), at);
  });
}

/** A new window; a retired banner stays retired (409). */
export function scheduleBanner(
  db: Db,
  staffUuid: string,
  orgCode: string,
  bannerUuid: string,
  body: ScheduleBannerBody,
): Promise<OpsBanner> {
  return changeBanner(db, orgCode, bannerUuid, async (tx, row) => {
    if (row.retiredAt) {
      throw new AppError('CONFLICT', [BANNER_ALREADY_RETIRED]);
    }
    const updated = await updateBanner(tx, row.uuid, {
      startsAt: new Date(body.startsAt),
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
    });
    await appendAudit(tx, {
      action: 'ops.banner-scheduled',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: row.uuid,
      payload: { organizationCode: orgCode },
    });
    return updated;
  });
}

/** Retired: out of the published file at once, for good (409 when it already is). */
export function retireBanner(
  db: Db,
  staffUuid: string,
  orgCode: string,
  bannerUuid: string,
): Promise<OpsBanner> {
  return changeBanner(db, orgCode, bannerUuid, async (tx, row, at) => {
    if (row.retiredAt) {
      throw new AppError('CONFLICT', [BANNER_ALREADY_RETIRED]);
    }
    const updated = await updateBanner(tx, row.uuid, { retiredAt: at, retiredByStaffUuid: staffUuid });
    await appendAudit(tx, {
      action: 'ops.banner-retired',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: row.uuid,
      payload: { organizationCode: orgCode, previousStatus: getBannerStatus(row, at) },
    });
    return updated;
  });
}
