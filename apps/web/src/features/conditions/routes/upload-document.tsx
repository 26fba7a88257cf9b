import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getConditionsQueryOptions } from '../api/conditions-calls.ts';
import { ConditionUpload } from '../components/condition-upload.tsx';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getConditionsQueryOptions(uuid)));

/** CND-002: the default upload page of the borrower's conditions. */
export function Component() {
  const { t } = useTranslation('conditions');
  const uuid = useApplicationUuid();
  return (
    <PageSection title={t('upload.title')}>
      <ConditionUpload applicationUuid={uuid} backHref={getApplicationPagePath(uuid, 'conditions')} />
    </PageSection>
  );
}
