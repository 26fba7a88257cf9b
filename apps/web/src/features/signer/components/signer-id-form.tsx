import { endpointPath } from '@hearth/domain/api/endpoint';
import { signerApi } from '@hearth/domain/api/signer-api';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IdDocumentForm } from '../../../components/id-document/id-document-form.tsx';
import { getSignerApplicationsQueryOptions } from '../../../lib/signer-application.ts';

/** The signer's ID (the borrower's ID call, for the signer): the type, then each side it has. */
export function SignerIdForm({ uuid, onUploaded }: { uuid: string; onUploaded: () => void }) {
  const { t } = useTranslation('signer');
  const queryClient = useQueryClient();
  return (
    <IdDocumentForm
      uploadPath={endpointPath(signerApi.uploadIdentity, { uuid })}
      onUploaded={async () => {
        await queryClient.invalidateQueries({ queryKey: getSignerApplicationsQueryOptions().queryKey });
        onUploaded();
      }}
      labels={{
        idType: t('identity.idType'),
        idTypeName: (idType) => t(`identity.idTypes.${idType}`),
        uploading: t('identity.uploading'),
        failed: t('identity.failed'),
        retry: t('identity.retry'),
        submit: t('identity.submit'),
      }}
    />
  );
}
