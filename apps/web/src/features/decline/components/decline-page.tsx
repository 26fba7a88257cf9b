import type { AdverseActionView } from '@hearth/domain/journey/adverse-action';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';
import { getAdverseActionQueryOptions } from '../api/decline-calls.ts';
import { AdverseActionNotice } from './adverse-action-notice.tsx';

type DeclineTitle = 'decline.title' | 'decline.creditTitle' | 'decline.incomeTitle';

const KIND_TITLES: Record<AdverseActionView['kind'], DeclineTitle> = {
  GENERAL: 'decline.title',
  CREDIT_SCORE: 'decline.creditTitle',
  DTI: 'decline.incomeTitle',
};

/**
 * The decline pages (RTE-018): one notice, titled by why (generic, credit score, debt-to-income).
 * error/decline, where the DECLINED step leads (PRG-061), takes the title of the decline's kind.
 */
export function DeclinePage({ titleKey }: { titleKey: DeclineTitle }) {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const lender = useOrg().orgMetaData.companyInfo.companyName;
  const view = useQuery(getAdverseActionQueryOptions(uuid));
  const kind = view.data?.kind;
  const title = titleKey === 'decline.title' && kind ? KIND_TITLES[kind] : titleKey;
  return (
    <PageSection title={t(title)} intro={<p>{t('decline.intro', { lender })}</p>}>
      <QueryState query={view}>{(data) => <AdverseActionNotice uuid={uuid} view={data} />}</QueryState>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
      <Link to="/dashboard" className={getButtonClasses('secondary', 'md', 'self-start')}>
        {t('common.goToDashboard')}
      </Link>
    </PageSection>
  );
}
