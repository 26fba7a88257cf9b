import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import {
  getApplicationPagePath,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { getSlotsQueryOptions, useSlots } from '../api/notary-calls.ts';
import { getLocalIsoDate } from '../lib/iso-date.ts';
import { formatSlotMoment } from '../lib/slot-format.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) =>
  loadQuery(getSlotsQueryOptions(uuid, getLocalIsoDate(new Date()))),
);

/**
 * APP-013, PRG-085/101: the manual notary appointment the borrower reserved (shown in their zone,
 * which the slots call names), with the way to an online notary instead.
 */
export function Component() {
  const { t } = useTranslation('notary');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  const zone = useSlots(uuid, getLocalIsoDate(new Date()));
  const { supportPhoneNumber } = useOrg().orgMetaData.companyInfo;
  const format = useFormat();
  const timeZone = zone.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <PageSection title={t('reserve.title')} intro={t('reserve.intro')}>
      <QueryState query={application}>
        {(data) => (
          <Card title={t('reserve.appointment')}>
            {data.requestedManualNotaryTime ? (
              <p className="text-lg font-semibold" data-testid="reserved-time">
                {formatSlotMoment(data.requestedManualNotaryTime, timeZone, format.locale)}
              </p>
            ) : (
              <p>{t('reserve.noTime')}</p>
            )}
            <p className="mt-2">{t('reserve.next', { phone: supportPhoneNumber.number })}</p>
          </Card>
        )}
      </QueryState>
      <Card title={t('reserve.onlineTitle')}>
        <p className="mb-3">{t('reserve.onlineBody')}</p>
        <Link to={getApplicationPagePath(uuid, 'notary/session')} className="underline">
          {t('reserve.online')}
        </Link>
      </Card>
    </PageSection>
  );
}
