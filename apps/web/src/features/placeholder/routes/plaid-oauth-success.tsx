import { isUuid } from '@hearth/domain/ids/uuid';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { getStoredHelocUuid } from '../../../lib/storage.ts';

/**
 * RTE-003: the landing page after bank linking (OAuth). It reads the application uuid stored in
 * local storage (`helocUuid`, as the spec names it) and returns to that application, carrying the
 * provider's query (oauth_state_id) so linking can finish; without one it goes to /dashboard (000 §8).
 */
export function Component() {
  const { t } = useTranslation('routes');
  const { search } = useLocation();
  usePageTitle(t('plaidOauthSuccess.title'));
  const uuid = getStoredHelocUuid();
  const to = isUuid(uuid) ? `/account/heloc/${uuid}${search}` : '/dashboard';
  return (
    <section className="mx-auto max-w-2xl py-12">
      <h1 className="text-3xl font-bold">{t('plaidOauthSuccess.heading')}</h1>
      <p role="status">{t('plaidOauthSuccess.body')}</p>
      <Navigate to={to} replace />
    </section>
  );
}
