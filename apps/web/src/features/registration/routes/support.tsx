import '../lib/load-registration-strings.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toTelHref } from '../../../components/layout/org-info.ts';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { REGISTER_CLASSIC_BASE } from '../lib/v2-steps.ts';

/** RTE-004: register support (public): how to reach the lender while registering. */
export function Component() {
  const { t } = useTranslation('registration');
  const { supportEmail, supportPhoneNumber, companyName } = useOrg().orgMetaData.companyInfo;
  usePageTitle(t('support.title'));
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 py-8">
      <h1 className="text-3xl font-bold">{t('support.title')}</h1>
      <p>{t('support.body', { company: companyName })}</p>
      <ul className="flex flex-col gap-2">
        <li>
          {t('support.phone')}{' '}
          <a href={toTelHref(supportPhoneNumber.number)} className="underline">
            {supportPhoneNumber.number}
          </a>
        </li>
        <li>
          {t('support.email')}{' '}
          <a href={`mailto:${supportEmail}`} className="underline">
            {supportEmail}
          </a>
        </li>
      </ul>
      <p>
        <Link to={REGISTER_CLASSIC_BASE} className="underline">
          {t('support.back')}
        </Link>
      </p>
    </section>
  );
}
