import { useTranslation } from 'react-i18next';
import { getSupportPhone } from '../../../components/layout/org-info.ts';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** RTE-028/029: shown instead of the root or register page when the lender is not taking applications here. */
export function Component() {
  const { t } = useTranslation('maintenance');
  const org = useOrg();
  const { companyName, supportEmail } = org.orgMetaData.companyInfo;
  usePageTitle(t('notAccepting.title'));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{t('notAccepting.heading')}</h1>
      <p>{t('notAccepting.body', { company: companyName })}</p>
      <p>{t('notAccepting.contact', { phone: getSupportPhone(org), email: supportEmail })}</p>
    </section>
  );
}
