import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { useSupportHours } from './api/get-support-hours.ts';
import { getSupportPhone, toTelHref } from './org-info.ts';

/** ORG-029/030: support email and phone, and the phone line's hours in Pacific time. */
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
    </div>
  );
}
