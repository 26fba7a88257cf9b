import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { Suspense } from 'react';
import { useApplicationUuid, useHelocApplication } from '../../../lib/heloc-application.ts';
import { useSession } from '../../../lib/session.tsx';
import { JourneyGuard } from '../components/journey-guard.tsx';
import { LoanOfficerBanner } from '../components/loan-officer-banner.tsx';
import { ProgressSidebar } from '../components/progress-sidebar.tsx';
import { useJourneyProgress } from '../hooks/use-journey-progress.ts';

/** The layout of `/account/heloc/{uuid}/*`: the guarded page beside the progress sidebar. */
export function Component() {
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  const { profile } = useSession();
  const progress = useJourneyProgress(uuid);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {/* On a phone the sidebar stacks under the page: a screen's height kept for the page means the
          sidebar does not jump down when the page's data arrives after the application. */}
      <div className="min-h-svh min-w-0 lg:min-h-0">
        {application.data?.originatorDisplayInfo ? (
          <LoanOfficerBanner info={application.data.originatorDisplayInfo} />
        ) : null}
        <JourneyGuard uuid={uuid} />
      </div>
      {application.data ? (
        // Its own boundary: hydrated apart from the page (decision 012, site-layout.tsx).
        <Suspense fallback={null}>
          <ProgressSidebar
            application={application.data}
            profile={profile as ProgressProfile | undefined}
            serverStep={progress.data?.serverStep}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
