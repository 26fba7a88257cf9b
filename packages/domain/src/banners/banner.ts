import { z } from 'zod';

/** CND-014: a banner's tone: informational or a warning. */
export const BANNER_VARIANTS = ['info', 'warn'] as const;
export const zBannerVariant = z.enum(BANNER_VARIANTS);
export type BannerVariant = z.infer<typeof zBannerVariant>;

/**
 * CND-014: the apps a banner may name. The borrower's application (`heloc`), the additional
 * signer's area (`heloc-signer`) and the lender's main-site pages (`main-site`).
 */
export const BANNER_APPS = ['heloc', 'heloc-signer', 'main-site'] as const;
export const zBannerApp = z.enum(BANNER_APPS);
export type BannerApp = z.infer<typeof zBannerApp>;

/** CND-017, 002 §9: at most this many banners show at once unless a page asks for another limit. */
export const DEFAULT_BANNER_LIMIT = 2;

/** CND-020, 002 §8. */
export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';

/** A banner as the published file carries it (CND-014, 002 §3). */
export const zBanner = z.strictObject({
  uuid: z.uuid(),
  message: z.string().min(1),
  apps: z.array(zBannerApp).min(1),
  variant: zBannerVariant,
  active: z.boolean(),
  metadata: z.strictObject({ createdAt: z.iso.datetime() }),
});
export type Banner = z.infer<typeof zBanner>;

/** The published file: the array of banners (API-072). */
export const zBannerFile = z.array(zBanner);

/**
 * What the client accepts from the file (CND-020): every banner has a uuid, a message, a non-empty
 * list of apps and a variant. The file lives in storage outside the API, so anything else a banner
 * carries is tolerated; a banner without `active: true` is simply not shown (CND-015).
 */
const zReceivedBanner = z.looseObject({
  uuid: z.string().min(1),
  message: z.string().min(1),
  apps: z.array(z.string()).min(1),
  variant: zBannerVariant,
  active: z.boolean().optional(),
  metadata: z.looseObject({ createdAt: z.string().optional() }).optional(),
});
export type ReceivedBanner = z.infer<typeof zReceivedBanner>;

export type BannerSetResult = { ok: true; banners: ReceivedBanner[] } | { ok: false; error: string };

/** CND-020: the whole set is refused when any one banner does not match. */
export function parseBannerSet(data: unknown): BannerSetResult {
  const parsed = z.array(zReceivedBanner).safeParse(data);
  return parsed.success ? { ok: true, banners: parsed.data } : { ok: false, error: BANNER_FORMAT_ERROR };
}

function createdAtMs(banner: ReceivedBanner): number {
  const time = Date.parse(banner.metadata?.createdAt ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * CND-015…017: the active banners for this app, newest first by creation time (a banner without
 * a readable time last), at most `limit` of them.
 */
export function selectBanners<T extends ReceivedBanner>(
  banners: readonly T[],
  app: string,
  limit: number = DEFAULT_BANNER_LIMIT,
): T[] {
  return banners
    .filter((banner) => banner.active === true && banner.apps.includes(app))
    .sort((a, b) => createdAtMs(b) - createdAtMs(a))
    .slice(0, Math.max(0, limit));
}

/** Which app a page belongs to, for CND-015. */
export function bannerAppForPath(pathname: string): BannerApp {
  if (pathname === '/account/heloc' || pathname.startsWith('/account/heloc/')) {
    return 'heloc';
  }
  if (pathname === '/heloc-signer' || pathname.startsWith('/heloc-signer/')) {
    return 'heloc-signer';
  }
  return 'main-site';
}

/**
 * CND-019: the main-site pages show banners in the marketing style, the application and signer
 * areas in the product style (info or warning by the banner's variant).
 */
export type BannerAppearance = 'marketing' | 'product';
export function bannerAppearanceFor(app: BannerApp): BannerAppearance {
  return app === 'main-site' ? 'marketing' : 'product';
}

/** API-072: the production file, and the test file a test site reads (production banners and previews). */
export const BANNER_FILES = { production: 'banners.json', test: 'banners-test.json' } as const;
export type BannerFileVariant = keyof typeof BANNER_FILES;
export const zBannerFileName = z.enum([BANNER_FILES.production, BANNER_FILES.test], {
  message: 'Unknown banner file',
});
