import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { BpoOrderForm } from '../components/bpo-order-form.tsx';

/** PRG-078: bpo/order-bpo — a BPO is required outside Texas: the borrower authorizes the order. */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  return (
    <PageSection title={t('bpo.orderTitle')} intro={<p>{t('bpo.orderIntro')}</p>}>
      <BpoOrderForm uuid={uuid} askCondition={false} />
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
