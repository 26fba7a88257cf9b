import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationCard } from './application-card.tsx';

/** The borrower's applications with their loading, error and empty states. */
export function ApplicationList() {
  const describeError = useErrorMessage();
  const { t } = useTranslation('dashboard');
  const query = useApplications();
  if (query.isPending) {
    return <Loader isLoading label={t('loading')} />;
  }
  if (query.isError) {
    return (
      <Banner
        tone="error"
        announce
        title={t('error')}
        action={
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {describeError(query.error)}
      </Banner>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line p-8 text-center">
        <p className="text-lg font-semibold">{t('empty')}</p>
        <p className="mt-1">{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {query.data.map((application) => (
        <li key={application.uuid}>
          <ApplicationCard application={application} />
        </li>
      ))}
    </ul>
  );
}
