import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { AutopayForm } from '../components/autopay-form.tsx';

/**
 * OP-36 (PRG-099, client state manualAutopay): after a hand-typed disbursement account, the autopay
 * account is typed in too — nothing linked to offer — or payments are made by hand.
 */
export function Component() {
  const { t } = useTranslation('bank');
  const uuid = useApplicationUuid();
  return (
    <PageSection title={t('autopayManual.title')} intro={t('autopayManual.intro')}>
      <AutopayForm uuid={uuid} disbursementMask={null} />
    </PageSection>
  );
}
