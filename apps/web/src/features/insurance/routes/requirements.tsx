import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import {
  getApplicationPagePath,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';

/** APP-011: what the homeowner's policy must show before the line can fund. */
export function Component() {
  const { t } = useTranslation('insurance');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  const { companyName, companyAddress } = useOrg().orgMetaData.companyInfo;
  const address = [
    companyAddress.street1,
    companyAddress.city,
    `${companyAddress.state} ${companyAddress.zip}`,
  ].join(', ');
  return (
    <PageSection title={t('requirements.title')} intro={t('requirements.intro')}>
      <QueryState query={application}>
        {(data) => {
          const inFloodZone =
            data.documents?.some((doc) => doc.type === 'NOTICE_OF_SPECIAL_FLOOD_HAZARD') ?? false;
          return (
            <>
              <Card title={t('requirements.hazardTitle')}>
                <ul className="list-disc space-y-1 pl-5">
                  <li>{t('requirements.active')}</li>
                  <li>{t('requirements.coverage')}</li>
                  <li>{t('requirements.deductible')}</li>
                </ul>
              </Card>
              <Card title={t('requirements.mortgageeTitle')}>
                <p className="mb-2">{t('requirements.mortgageeIntro')}</p>
                <p className="rounded-lg bg-raised p-3 font-mono text-sm" data-testid="mortgagee-clause">
                  {t('requirements.mortgageeClause', { companyName, address })}
                </p>
              </Card>
              {inFloodZone ? (
                <Card title={t('requirements.floodTitle')}>
                  <p>{t('requirements.flood')}</p>
                </Card>
              ) : null}
              <Link
                to={getApplicationPagePath(uuid, 'insurance/upload')}
                className={getButtonClasses('primary', 'md', 'self-start')}
              >
                {t('requirements.upload')}
              </Link>
            </>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
