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

function GuardedPage({
  progress,
  page,
  isFetching,
}: {
  progress: JourneyProgress;
  page: string;
  isFetching: boolean;
}) {
  if (progress.next.kind === 'clearTokenAndReload') {
    return <ClearTokenAndReload />;
  }
  // While the step is re-read after a write, the page stays: the data may still be the old step's.
  if (
    page === '' ||
    isFetching ||
    isPageOpen(page, progress.next, progress.serverStep) ||
    progress.href === null
  ) {
    return <Outlet />;
  }
  return <Redirect to={progress.href} replace />;
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
  // The guard only steers: the page opens at once (it shows its own loader) and is replaced when the
  // step says otherwise. When the step cannot be read the page stays (the server refuses a write at
  // the wrong step with 409); the application root shows that error with a retry.
  if (!progress.data) {
    return <Outlet />;
  }
  return <GuardedPage progress={progress.data} page={page} isFetching={progress.isFetching} />;
}
