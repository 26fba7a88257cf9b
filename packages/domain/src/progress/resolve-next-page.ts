import { pageForClientState } from './client-state-page.ts';
import { deriveClientState } from './derive-events.ts';
import { HELOC_BASE_PATH, type PageTarget } from './pages.ts';
import type { ProgressApplication, ProgressProfile } from './progress-input.ts';
import { pageForServerStep } from './step-page.ts';

/**
 * The routing decision: a target page (PageTarget), /dashboard when data is missing (PRG-110), or —
 * for a CO_DEEDER profile in the borrower area — clear the stored token and reload (SGN-010).
 */
export type NextPage = PageTarget | { kind: 'dashboard' } | { kind: 'clearTokenAndReload' };

export interface ResolveNextPageInput {
  serverStep?: string | null;
  /** The client state; derived from application and profile when absent. */
  clientState?: string | null;
  application?: ProgressApplication | null;
  profile?: ProgressProfile | null;
}

/** SGN-010: profile type CO_DEEDER marks an additional signer, who does not belong in this area. */
export function isCoDeederProfile(profile: ProgressProfile | null | undefined): boolean {
  return profile?.type === 'CO_DEEDER';
}

/** The server-step table first (PRG-057…088), then the client-state fallback (PRG-089…107). */
export function resolveNextPage({
  serverStep,
  clientState,
  application,
  profile,
}: ResolveNextPageInput): NextPage {
  if (isCoDeederProfile(profile)) {
    return { kind: 'clearTokenAndReload' };
  }
  if (!profile || !application) {
    return { kind: 'dashboard' };
  }
  const fromStep = pageForServerStep(serverStep, application);
  if (fromStep) {
    return fromStep;
  }
  const state = clientState ?? deriveClientState({ application, profile });
  return pageForClientState(state, application);
}

/**
 * The href of a routing decision for application `uuid`; null when nothing should navigate (stay, or
 * the reload of SGN-010). Root is the site root, which the router sends to /dashboard (000 §2).
 */
export function toNextPageHref(uuid: string, next: NextPage): string | null {
  switch (next.kind) {
    case 'page': {
      const pairs = Object.entries(next.query ?? {}).map(
        ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
      );
      const query = pairs.length > 0 ? `?${pairs.join('&')}` : '';
      return `${HELOC_BASE_PATH}/${uuid}/${next.page}${query}`;
    }
    case 'root':
      return '/';
    case 'dashboard':
      return '/dashboard';
    default:
      return null;
  }
}
