import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';

/** APP-013: the online notary session could not go ahead; try again or book a notary. */
export function Component() {
  const { t } = useTranslation('notary');
  const uuid = useApplicationUuid();
  const { supportPhoneNumber, supportEmail } = useOrg().orgMetaData.companyInfo;
  return (
    <PageSection title={t('error.title')}>
      <Banner tone="error" title={t('error.heading')}>
        {t('error.body')}
      </Banner>
      <div className="flex flex-wrap gap-3">
        <Link to={getApplicationPagePath(uuid, 'notary/session')} className={getButtonClasses('primary')}>
          {t('error.retry')}
        </Link>
        <Link
          to={getApplicationPagePath(uuid, 'notary/schedule-manual')}
          className={getButtonClasses('secondary')}
        >
          {t('error.manual')}
        </Link>
      </div>
      <p>{t('error.help', { phone: supportPhoneNumber.number, email: supportEmail })}</p>
    </PageSection>
  );
}
