import { z } from 'zod';
import { zBannerApp, zBannerVariant } from './banner.ts';

/** Where a banner stands: waiting for its start, live, past its end, or retired by staff. */
export const OPS_BANNER_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED', 'RETIRED'] as const;
export const zOpsBannerStatus = z.enum(OPS_BANNER_STATUSES);
export type OpsBannerStatus = z.infer<typeof zOpsBannerStatus>;

export const BANNER_MESSAGE_MAX = 280;
export const BANNER_END_BEFORE_START = 'endsAt must be after startsAt';

const zOrgCodeParam = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a valid organization code');

export const zOrgBannersParams = z.strictObject({ orgCode: zOrgCodeParam });
export const zOrgBannerParams = z.strictObject({
  orgCode: zOrgCodeParam,
  bannerUuid: z.uuid({ message: 'Not a valid banner uuid' }),
});

const zSchedule = {
  /** When the banner starts to show; now when left out. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  /** When it stops; null or left out: until retired. */
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
};

function endsAfterStart(body: {
  startsAt?: string | undefined;
  endsAt?: string | null | undefined;
}): boolean {
  if (!body.endsAt) {
    return true;
  }
  const start = body.startsAt ? Date.parse(body.startsAt) : Date.now();
  return Date.parse(body.endsAt) > start;
}

/** POST /ops/api/v1/orgs/{orgCode}/banners. */
export const zCreateBannerBody = z
  .strictObject({
    message: z
      .string()
      .trim()
      .min(1, 'A message is required')
      .max(BANNER_MESSAGE_MAX, `A message is at most ${BANNER_MESSAGE_MAX} characters`),
    apps: z
      .array(zBannerApp)
      .min(1, 'Name at least one app')
      .refine((apps) => new Set(apps).size === apps.length, 'Name each app once'),
    variant: zBannerVariant,
    /** Shown only on test sites (the test file), to preview it before it goes live. */
    testOnly: z.boolean().default(false),
    ...zSchedule,
  })
  .refine(endsAfterStart, { message: BANNER_END_BEFORE_START, path: ['endsAt'] });
export type CreateBannerBody = z.infer<typeof zCreateBannerBody>;

/** PUT /ops/api/v1/orgs/{orgCode}/banners/{bannerUuid}/schedule: a new window. */
export const zScheduleBannerBody = z
  .strictObject({ startsAt: z.iso.datetime({ offset: true }), endsAt: zSchedule.endsAt })
  .refine(endsAfterStart, { message: BANNER_END_BEFORE_START, path: ['endsAt'] });
export type ScheduleBannerBody = z.infer<typeof zScheduleBannerBody>;

export const zOpsBanner = z.strictObject({
  uuid: z.uuid(),
  orgCode: z.string(),
  message: z.string(),
  apps: z.array(zBannerApp),
  variant: zBannerVariant,
  testOnly: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  retiredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  status: zOpsBannerStatus,
});
export type OpsBanner = z.infer<typeof zOpsBanner>;
export const zOpsBannerList = z.array(zOpsBanner);

/** A banner's status at `now`. */
export function getBannerStatus(
  banner: { startsAt: Date; endsAt: Date | null; retiredAt: Date | null },
  now: Date,
): OpsBannerStatus {
  if (banner.retiredAt) {
    return 'RETIRED';
  }
  if (banner.startsAt.getTime() > now.getTime()) {
    return 'SCHEDULED';
  }
  return banner.endsAt && banner.endsAt.getTime() <= now.getTime() ? 'ENDED' : 'LIVE';
}
