import {
  DEFAULT_BANNER_LIMIT,
  parseBannerSet,
  type ReceivedBanner,
  selectBanners,
} from '@hearth/domain/banners/banner';
import { useQuery } from '@tanstack/react-query';
import { getBannerFileQueryOptions } from './api/get-banners.ts';

/** CND-018: loading, then loaded with the banners to show, or an error kept as text (CND-021). */
export type BannersState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'loaded'; banners: ReceivedBanner[] };

/**
 * CND-015…021: the lender's banners for this app — active only, newest first, at most `limit`.
 * A set that does not match the expected format (CND-020) or a failed read (CND-021) shows none.
 */
export function useBanners(
  orgCode: string,
  app: string,
  options: { limit?: number; sandbox?: boolean | undefined } = {},
): BannersState {
  const query = useQuery(getBannerFileQueryOptions(orgCode, options.sandbox));
  if (query.isPending) {
    return { status: 'loading' };
  }
  if (query.isError) {
    return { status: 'error', error: query.error.message };
  }
  const parsed = parseBannerSet(query.data);
  if (!parsed.ok) {
    return { status: 'error', error: parsed.error };
  }
  return {
    status: 'loaded',
    banners: selectBanners(parsed.banners, app, options.limit ?? DEFAULT_BANNER_LIMIT),
  };
}
