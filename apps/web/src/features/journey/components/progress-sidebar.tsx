import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { getIndicatorSteps, type SidebarApplication } from '../lib/sidebar-data.ts';
import { LoanOfficerCard } from './loan-officer-card.tsx';
import { OfferDetailsCard } from './offer-details-card.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { PropertyCard } from './property-card.tsx';

export interface ProgressSidebarProps {
  application: SidebarApplication;
  profile: ProgressProfile | undefined;
  /** The step the journey last read (fresher than the application's own copy). */
  serverStep?: string | null;
}

/** APP-022/023: where the borrower is, the offer they chose and the property. */
export function ProgressSidebar({ application, profile, serverStep }: ProgressSidebarProps) {
  const { t } = useTranslation('journey');
  return (
    <aside aria-label={t('sidebar.label')} className="flex flex-col gap-4">
      {application.originatorDisplayInfo ? (
        <LoanOfficerCard info={application.originatorDisplayInfo} />
      ) : null}
      <Card title={t('sidebar.progressTitle')} headingLevel={2}>
        <ProgressSteps steps={getIndicatorSteps(application, profile, serverStep)} />
      </Card>
      <OfferDetailsCard application={application} />
      <PropertyCard application={application} />
    </aside>
  );
}
