import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import {
  getApplicationPagePath,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { useSession } from '../../../lib/session.tsx';
import { readProfileSummary } from '../lib/profile-summary.ts';

/**
 * APP-016 start/profile (client state `profile`, PRG-089: the page stays): what we already hold about
 * the borrower and what "Provide More Info" will ask, then on to start/contact.
 */
export function Component() {
  const { t } = useTranslation('application-info');
  const uuid = useApplicationUuid();
  const navigate = useNavigate();
  const { profile } = useSession();
  const application = useHelocApplication(uuid);
  const summary = readProfileSummary(profile, application.data);
  const rows: [string, string | null][] = [
    [t('profile.name'), summary.name],
    [t('profile.email'), summary.email],
    [t('profile.phone'), summary.phone],
    [t('profile.property'), summary.property],
  ];
  return (
    <PageSection title={t('profile.title')} intro={t('profile.intro')}>
      <Card title={t('profile.haveTitle')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd>{value ?? t('profile.unknown')}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('profile.nextTitle')}>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('profile.nextOwnership')}</li>
          <li>{t('profile.nextSsn')}</li>
          <li>{t('profile.nextHmda')}</li>
          <li>{t('profile.nextSummary')}</li>
        </ol>
      </Card>
      <Button
        className="self-start"
        onPress={() => void navigate(getApplicationPagePath(uuid, 'start/contact'))}
      >
        {t('profile.continue')}
      </Button>
    </PageSection>
  );
}
