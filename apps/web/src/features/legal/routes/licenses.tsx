import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStateLicensesQueryOptions } from '../../../components/layout/api/get-state-licenses.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { LicenseTable } from '../components/license-table.tsx';
import { useLegalValues } from '../lib/use-legal-values.ts';

/** /licenses (RTE-011): the lender's NMLS number and its state licences (API-030). */
export function Component() {
  const { t } = useTranslation('legal');
  const org = useOrg();
  const values = useLegalValues();
  const query = useQuery(getStateLicensesQueryOptions(org.orgCode));
  usePageTitle(t('licenses.title'));
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1>{t('licenses.title')}</h1>
        <TranslationNotice namespace="legal" />
        <p>{t('licenses.intro', values)}</p>
        <p>
          <a href={org.orgMetaData.companyInfo.nmlsUrl} rel="noopener noreferrer">
            {t('licenses.nmlsLink', values)}
          </a>
        </p>
      </header>
      {query.isPending ? <Loader isLoading label={t('licenses.loading')} /> : null}
      {query.isError ? (
        <Banner
          tone="error"
          announce
          title={t('licenses.error')}
          action={
            <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
              {t('licenses.retry')}
            </Button>
          }
        />
      ) : null}
      {query.data ? <LicenseTable licenses={query.data} caption={t('licenses.caption', values)} /> : null}
      <p>{t('licenses.complaints', values)}</p>
    </article>
  );
}
