import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toTelHref } from '../../../components/layout/org-info.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';
import { useWeekHoursLines } from '../../../lib/week-hours.ts';

/** APP-015: help with signing — who to call, when, and the way back to the documents. */
export function Component() {
  const { t } = useTranslation('signing');
  const uuid = useApplicationUuid();
  const { supportPhoneNumber, supportEmail, supportHours } = useOrg().orgMetaData.companyInfo;
  const hours = useWeekHoursLines(supportHours);
  return (
    <PageSection title={t('support.title')} intro={t('support.intro')}>
      <Card title={t('support.contactTitle')}>
        <p>
          <a href={toTelHref(supportPhoneNumber.number)} className="underline">
            {supportPhoneNumber.number}
          </a>
        </p>
        <p>
          <a href={`mailto:${supportEmail}`} className="underline">
            {supportEmail}
          </a>
        </p>
        <h3 className="mt-3 font-semibold">{t('support.hours')}</h3>
        <ul className="text-sm">
          {hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card title={t('support.commonTitle')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('support.tipPdf')}</li>
          <li>{t('support.tipLocation')}</li>
          <li>{t('support.tipName')}</li>
        </ul>
      </Card>
      <Link to={getApplicationPagePath(uuid, 'signing/sign')} className="underline">
        {t('support.back')}
      </Link>
    </PageSection>
  );
}
