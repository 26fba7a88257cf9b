import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { clearJwt } from '../../../lib/storage.ts';
import type { JourneyProgress } from '../api/journey-progress.ts';
import { useFollowServerStep } from '../hooks/use-follow-server-step.ts';
import { useJourneyProgress } from '../hooks/use-journey-progress.ts';
import { getRelativePage, isPageOpen } from '../lib/page-access.ts';

/** SGN-010: an additional signer in the borrower area loses the stored token and reloads. */
function ClearTokenAndReload() {
  useEffect(() => {
    clearJwt();
    window.location.reload();
  }, []);
  return null;
}

/** Where the guard sends the borrower instead of `page`, or null when the page may stay. */
function getDetour(progress: JourneyProgress | undefined, page: string, isFetching: boolean): string | null {
  // Until the step is read, while it is re-read after a write (the data may still be the old step's),
  // and when it cannot be read (the server refuses a write at the wrong step with 409), the page stays.
  if (!progress || page === '' || isFetching || progress.href === null) {
    return null;
  }
  return isPageOpen(page, progress.next, progress.serverStep) ? null : progress.href;
}

/**
 * 000 §4 routing: a deep link or the back button to a page the borrower may not be on sends them to
 * the page the progress model names (the application root does its own routing).
 */
export function JourneyGuard({ uuid }: { uuid: string }) {
  const { pathname } = useLocation();
  const progress = useJourneyProgress(uuid);
  const page = getRelativePage(pathname, uuid);
  useFollowServerStep(uuid, page, progress.data);
  if (progress.data?.next.kind === 'clearTokenAndReload') {
    return <ClearTokenAndReload />;
  }
  const detour = getDetour(progress.data, page, progress.isFetching);
  if (detour) {
    return <Redirect to={detour} replace />;
  }
  // The guard only steers: the page opens at once (it shows its own loader) and is replaced when the
  // step says otherwise. The page's outlet sits at one place in the tree whatever the progress holds,
  // so its arrival or a re-read never remounts the page: a ticked box or an open dialog stays.
  return <Outlet />;
}
