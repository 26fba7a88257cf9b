import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrg } from '../../lib/org.tsx';
import { useSupportHours } from './api/get-support-hours.ts';
import { NAV_PATHS } from './nav-items.ts';
import { getSupportPhone, toTelHref } from './org-info.ts';

/**
 * ORG-029/030: support email and phone, the phone line's hours in Pacific time, and the way to the
 * support page (its questions and answers) for a visitor who is not signed in and has no menu.
 */
export function FooterSupport() {
  const { t } = useTranslation('layout');
  const org = useOrg();
  const { supportEmail } = org.orgMetaData.companyInfo;
  const phone = getSupportPhone(org);
  const hours = useSupportHours(org);
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">{t('footer.support')}</h2>
      <a href={`mailto:${supportEmail}`} aria-label={t('footer.email', { email: supportEmail })}>
        {supportEmail}
      </a>
      <a href={toTelHref(phone)} aria-label={t('footer.phone', { phone })}>
        {phone}
      </a>
      <h3 className="mt-2 text-sm font-semibold">{t('footer.hours')}</h3>
      <ul className="text-sm">
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to={NAV_PATHS.support} className="mt-2">
        {t('footer.helpCenter')}
      </Link>
    </div>
  );
}
