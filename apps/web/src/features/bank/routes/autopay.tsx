import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useApplicationUuid, useHelocApplication } from '../../../lib/heloc-application.ts';
import { AutopayForm } from '../components/autopay-form.tsx';

/** APP-004: monthly payments by AUTOPAY (Reg E authorization) or MANUAL. */
export function Component() {
  const { t } = useTranslation('bank');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  return (
    <PageSection title={t('autopay.title')} intro={t('autopay.intro')}>
      <QueryState query={application}>
        {(data) => <AutopayForm uuid={uuid} disbursementMask={data.disburseAccount?.mask ?? null} />}
      </QueryState>
    </PageSection>
  );
}
