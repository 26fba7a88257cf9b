import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { readAccountDetails } from '../lib/account-details.ts';
import { maskEmail, maskPhone } from '../lib/mask.ts';

/** /dashboard/settings (RTE-014): the account's name, email and phone, masked (read-only for now). */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { companyInfo } = useOrg().orgMetaData;
  const session = useSession();
  usePageTitle(t('settings.title'));
  const details = readAccountDetails(session.profile);
  const rows = [
    { label: t('settings.name'), value: details.name },
    { label: t('settings.email'), value: details.email ? maskEmail(details.email) : null },
    { label: t('settings.phone'), value: details.phone ? maskPhone(details.phone) : null },
  ];
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div>
        <h1>{t('settings.heading')}</h1>
        <p className="mt-1">{t('settings.intro')}</p>
      </div>
      {session.status === 'loading' ? (
        <Loader isLoading label={t('settings.loading')} />
      ) : (
        <Card title={t('settings.account')}>
          <dl className="flex flex-col divide-y divide-line">
            {rows.map((row) => (
              <div key={row.label} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
                <dt className="font-medium sm:w-32">{row.label}</dt>
                <dd>{row.value ?? t('settings.notGiven')}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm">
            {t('settings.changeHint', { phone: companyInfo.supportPhoneNumber.number })}
          </p>
        </Card>
      )}
      <Card title={t('settings.security')}>
        <p>{t('settings.signOutEverywhere', { email: companyInfo.supportEmail })}</p>
      </Card>
    </div>
  );
}
