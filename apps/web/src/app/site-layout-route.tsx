import { Outlet } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';

/** Every page renders inside the lender's header and footer. */
export function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
