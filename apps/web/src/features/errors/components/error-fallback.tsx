import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getSupportPhone, toTelHref } from '../../../components/layout/org-info.ts';
import { Button } from '../../../components/ui/button.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { resetImportRetries } from '../../../lib/lazy-with-retry.ts';
import { reloadPage } from '../../../lib/navigation.ts';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** ERR-002…004: the generic fallback page, with the lender's support phone and e-mail. */
export function ErrorFallback() {
  const { t } = useTranslation('errors');
  const org = useOrg();
  const phone = getSupportPhone(org);
  const email = org.orgMetaData.companyInfo.supportEmail;
  usePageTitle(t('fallback.title'));
  const tryAgain = () => {
    resetImportRetries();
    reloadPage();
  };
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{t('fallback.heading')}</h1>
      <p>{t('fallback.body')}</p>
      <ul className="flex flex-col gap-1">
        <li>
          {t('fallback.callUs')}{' '}
          <a href={toTelHref(phone)} className="font-semibold underline">
            {phone}
          </a>
        </li>
        <li>
          {t('fallback.emailUs')}{' '}
          <a href={`mailto:${email}`} className="font-semibold underline">
            {email}
          </a>
        </li>
      </ul>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onPress={tryAgain}>{t('fallback.tryAgain')}</Button>
        <Link to="/dashboard" reloadDocument className={getButtonClasses('secondary', 'md')}>
          {t('fallback.goToDashboard')}
        </Link>
      </div>
    </section>
  );
}
