import { Outlet } from 'react-router';
import { getBannerFileQueryOptions } from '../components/layout/api/get-banners.ts';
import { getStateLicensesQueryOptions } from '../components/layout/api/get-state-licenses.ts';
import { getSupportHoursQueryOptions } from '../components/layout/api/get-support-hours.ts';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { SiteLayout } from '../components/layout/site-layout.tsx';
import { CeoFeedbackLink } from '../features/ceo-feedback/components/ceo-feedback-link.tsx';
import { ChatWidgetHost } from '../features/chat/chat-widget-host.tsx';
import { getNotificationsQueryOptions } from '../lib/notifications.ts';
import { getOrgCode } from '../lib/org.tsx';
import { startQuery } from '../lib/route-data.ts';
import { getJwt } from '../lib/storage.ts';

/** Every page renders inside the lender's header and footer, with a bar while the next one loads. */
export function SiteLayoutRoute() {
  return (
    <SiteLayout footerExtra={<CeoFeedbackLink />} overlay={<ChatWidgetHost />}>
      <NavigationProgress />
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The header's and footer's data: the lender's hours and licences, its banners, a signed-in
 * visitor's notifications. Each has a stand-in until it answers, so the browser does not wait for them.
 */
export async function siteLayoutLoader(): Promise<null> {
  const orgCode = getOrgCode();
  const jwt = getJwt();
  await Promise.all([
    startQuery(getSupportHoursQueryOptions(orgCode)),
    startQuery(getStateLicensesQueryOptions(orgCode)),
    startQuery(getBannerFileQueryOptions(orgCode)),
    jwt === null ? undefined : startQuery(getNotificationsQueryOptions(jwt)),
  ]);
  return null;
}
