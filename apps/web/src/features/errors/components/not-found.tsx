import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** A path the app does not have, or an application id that is not UUID-shaped. */
export function NotFound() {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to="/dashboard" className={getButtonClasses('primary', 'md')}>
          {t('notFound.goToDashboard')}
        </Link>
      </p>
    </section>
  );
}
