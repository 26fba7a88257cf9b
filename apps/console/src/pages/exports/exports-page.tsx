import { PageHeading } from '../../components/page-heading.tsx';
import { useMe } from '../../lib/me.ts';
import { can } from '../../lib/permissions.ts';
import { HmdaExportForm } from './hmda-export-form.tsx';
import { LenderHmdaSettingsSection } from './lender-hmda-settings.tsx';

/** The HMDA loan/application register, and (ADMIN) the settings each lender files it under. */
export default function ExportsPage() {
  const me = useMe();
  return (
    <>
      <PageHeading>HMDA export</PageHeading>
      <HmdaExportForm />
      {can(me?.role, 'lender.settings') ? <LenderHmdaSettingsSection /> : null}
    </>
  );
}
