import { MAINTENANCE_DEFAULTS, type MaintenanceVariables } from '@hearth/domain/org/feature-flags';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** A value the flag sets itself; the defaults are translated from the catalogue instead. */
function isCustom(value: string, key: 'pageTitle' | 'message'): boolean {
  return value !== '' && value !== MAINTENANCE_DEFAULTS[key];
}

/**
 * ERR-008/009, RTE-030: shown in place of a flagged page. The flag's pageTitle and message win;
 * the defaults are the spec's words.
 */
export function MaintenancePage({ variables }: { variables: MaintenanceVariables }) {
  const { t } = useTranslation('maintenance');
  const title = isCustom(variables.pageTitle, 'pageTitle') ? variables.pageTitle : t('maintenance.title');
  const message = isCustom(variables.message, 'message') ? variables.message : t('maintenance.message');
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p>{message}</p>
      {variables.shouldShowDashboardLink ? (
        <p>
          <Link to="/dashboard" className={getButtonClasses('primary', 'md')}>
            {t('maintenance.goToDashboard')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
