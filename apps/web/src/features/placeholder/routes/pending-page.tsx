import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

interface PendingHandle {
  page: string;
}

function isPendingHandle(handle: unknown): handle is PendingHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PendingHandle).page === 'string';
}

/** The page id of the deepest matched route that names one (route handle `{ page }`). */
function usePendingPageId(): string {
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => isPendingHandle(candidate.handle));
  return isPendingHandle(match?.handle) ? match.handle.page : 'applicationHome';
}

/**
 * The one placeholder for every application page whose issue is still open: it names the page,
 * says what it is for and that it comes with the journey work, so the route table is complete and
 * every route reachable and testable today.
 */
export function Component() {
  const { t } = useTranslation('routes');
  const page = usePendingPageId();
  const name = t(`pages.${page}.name`);
  usePageTitle(name);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12" data-pending-page={page}>
      <h1 className="text-3xl font-bold">{name}</h1>
      <p>{t(`pages.${page}.purpose`)}</p>
      <p className="text-sm">{t('pending.comingSoon')}</p>
      <p>
        <Link to="/dashboard" className={getButtonClasses('secondary', 'md')}>
          {t('pending.goToDashboard')}
        </Link>
      </p>
    </section>
  );
}
