import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { BpoOrderForm } from '../components/bpo-order-form.tsx';

/** PRG-078, PRG-106: bpo/condition — a Texas home (BPO required): the condition questions, then the order. */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  return (
    <PageSection title={t('bpo.conditionTitle')} intro={<p>{t('bpo.texasIntro')}</p>}>
      <BpoOrderForm uuid={uuid} askCondition />
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
