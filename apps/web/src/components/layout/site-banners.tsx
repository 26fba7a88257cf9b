import {
  type BannerAppearance,
  bannerAppearanceFor,
  bannerAppForPath,
  type ReceivedBanner,
} from '@hearth/domain/banners/banner';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOrg } from '../../lib/org.tsx';
import { Banner } from '../ui/banner.tsx';
import { useBanners } from './use-banners.ts';

function LenderBanner({ banner, appearance }: { banner: ReceivedBanner; appearance: BannerAppearance }) {
  if (appearance === 'marketing') {
    return (
      <p
        data-variant={banner.variant}
        className="rounded-lg bg-brand px-4 py-3 text-center font-semibold text-brand-contrast sm:text-lg"
      >
        {banner.message}
      </p>
    );
  }
  return (
    <Banner tone={banner.variant === 'warn' ? 'warning' : 'info'}>
      <p data-variant={banner.variant}>{banner.message}</p>
    </Banner>
  );
}

export interface SiteBannersProps {
  /** Overrides the build's sandbox setting: a sandbox site reads the test file. */
  sandbox?: boolean | undefined;
  /** CND-017: how many at most; 2 unless a page asks. */
  limit?: number;
}

/**
 * CND-014…021: the lender's banners between the header and the page, in the marketing style on the
 * main-site pages and the product style (info or warning) in the application (CND-019). A named
 * region, so a screen-reader user can find or skip it; nothing while loading or when the read failed.
 */
export function SiteBanners({ sandbox, limit }: SiteBannersProps) {
  const { t } = useTranslation('layout');
  const { orgCode } = useOrg();
  const app = bannerAppForPath(useLocation().pathname);
  const state = useBanners(orgCode, app, { sandbox, ...(limit === undefined ? {} : { limit }) });
  if (state.status !== 'loaded' || state.banners.length === 0) {
    return null;
  }
  const appearance = bannerAppearanceFor(app);
  return (
    <section aria-label={t('banners.label')} className="mx-auto w-full max-w-6xl px-4 pt-4 lg:px-8">
      <ul className="flex flex-col gap-2">
        {state.banners.map((banner) => (
          <li key={banner.uuid}>
            <LenderBanner banner={banner} appearance={appearance} />
          </li>
        ))}
      </ul>
    </section>
  );
}
