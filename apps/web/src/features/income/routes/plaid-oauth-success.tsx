import { isUuid } from '@hearth/domain/ids/uuid';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getApplicationPagePath } from '../../../lib/heloc-application.ts';
import { getStoredHelocUuid } from '../../../lib/storage.ts';

/**
 * RTE-003: the landing after a bank's OAuth log-in. The application uuid stored when the bank-link
 * dialog opened (localStorage `helocUuid`) leads back to income review, carrying the bank's query
 * (`oauth_state_id`) so the dialog resumes; without a stored uuid, the dashboard (000 §8).
 */
export function Component() {
  const { t } = useTranslation('income');
  const { search } = useLocation();
  const uuid = getStoredHelocUuid();
  const to =
    uuid && isUuid(uuid) ? `${getApplicationPagePath(uuid, 'income/review')}${search}` : '/dashboard';
  return (
    <PageSection title={t('oauth.title')}>
      <Loader isLoading label={t('oauth.returning')} />
      <Redirect to={to} replace />
    </PageSection>
  );
}
