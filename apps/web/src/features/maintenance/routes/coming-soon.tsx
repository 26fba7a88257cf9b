import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** RTE-017: a public page for lenders not yet open for applications. */
export function Component() {
  const { t } = useTranslation('maintenance');
  const { companyName } = useOrg().orgMetaData.companyInfo;
  usePageTitle(t('comingSoon.title'));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{t('comingSoon.heading')}</h1>
      <p>{t('comingSoon.body', { company: companyName })}</p>
    </section>
  );
}
