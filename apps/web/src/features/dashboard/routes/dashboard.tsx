import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loadQuery, signedInPageLoader } from '../../../lib/route-data.ts';
import { getApplicationsQueryOptions } from '../api/get-applications.ts';
import { ApplicationList } from '../components/application-list.tsx';
import { getStartApplicationHref } from '../lib/paths.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = signedInPageLoader(() => loadQuery(getApplicationsQueryOptions()));

/** /dashboard (RTE-002, RTE-014): the signed-in borrower's applications (API-032). */
export function Component() {
  const { t } = useTranslation('dashboard');
  const org = useOrg();
  usePageTitle(t('title'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1>{t('heading')}</h1>
          <p className="mt-1">{t('intro')}</p>
        </div>
        <Link to={getStartApplicationHref(org)} className={getButtonClasses('primary', 'md', 'self-start')}>
          {t('startNew')}
        </Link>
      </div>
      <ApplicationList />
    </div>
  );
}
