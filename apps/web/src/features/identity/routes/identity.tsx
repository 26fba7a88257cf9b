import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { useTranslation } from 'react-i18next';
import { IdDocumentForm } from '../../../components/id-document/id-document-form.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';

/** APP-010: the borrower's ID, each side it has, from the camera or a file (ENM-013 types). */
export function Component() {
  const { t } = useTranslation('identity');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid);
  return (
    <PageSection title={t('title')} intro={t('intro')}>
      <IdDocumentForm
        uploadPath={endpointPath(identityDocumentsApi.upload, { uuid })}
        onUploaded={continueJourney}
        labels={{
          idType: t('idType'),
          idTypeName: (idType) => t(`idTypes.${idType}`),
          uploading: t('uploading'),
          failed: t('failed'),
          retry: t('retry'),
          submit: t('submit'),
        }}
      />
    </PageSection>
  );
}
