import { useTranslation } from 'react-i18next';
import { useSupportHours } from '../../../components/layout/api/get-support-hours.ts';
import { getSupportPhone, toTelHref } from '../../../components/layout/org-info.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useOrg } from '../../../lib/org.tsx';

/** ORG-029/030: the lender's phone line and e-mail, and the phone line's hours in Pacific time. */
export function ContactChannels() {
  const { t } = useTranslation('support');
  const org = useOrg();
  const { supportEmail } = org.orgMetaData.companyInfo;
  const phone = getSupportPhone(org);
  const hours = useSupportHours(org);
  return (
    <Card title={t('contact.title')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('contact.phoneLabel')}</dt>
        <dd>
          <a href={toTelHref(phone)} aria-label={t('contact.callUs', { phone })}>
            {phone}
          </a>
        </dd>
        <dt className="font-semibold">{t('contact.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${supportEmail}`} aria-label={t('contact.emailUs', { email: supportEmail })}>
            {supportEmail}
          </a>
          <p className="text-sm">{t('contact.emailNote')}</p>
        </dd>
      </dl>
      <h3 className="mt-5">{t('contact.hours')}</h3>
      <ul>
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
