import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getConditionsQueryOptions } from '../api/conditions-calls.ts';
import { ConditionList } from '../components/condition-list.tsx';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getConditionsQueryOptions(uuid)));

/** CND-001/002: the borrower's requests from the lender, refetched every 60 s and on focus (API-052). */
export function Component() {
  const { t } = useTranslation('conditions');
  const uuid = useApplicationUuid();
  const conditions = useQuery(getConditionsQueryOptions(uuid));
  return (
    <PageSection title={t('list.title')} intro={t('list.intro')}>
      <QueryState query={conditions} loadingLabel={t('list.loading')}>
        {(list) => <ConditionList conditions={list} area="borrower" applicationUuid={uuid} />}
      </QueryState>
    </PageSection>
  );
}
