import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { ConditionUpload } from '../components/condition-upload.tsx';

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
