import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getSignerPagePath } from '../../../lib/signer-application.ts';
import { SignerGate } from '../components/signer-gate.tsx';
import { SignerIdForm } from '../components/signer-id-form.tsx';

/** SGN-003 identity: the owner's ID, before they sign (the borrower's ID upload, for the signer). */
export function Component() {
  const { t } = useTranslation('signer');
  const navigate = useNavigate();
  return (
    <PageSection title={t('identity.title')} intro={t('identity.intro')}>
      <SignerGate>
        {(signer) => (
          <SignerIdForm
            uuid={signer.applicationUuid}
            onUploaded={() =>
              void navigate(getSignerPagePath(signer.status === 'SIGNED' ? 'documents' : 'sign'))
            }
          />
        )}
      </SignerGate>
    </PageSection>
  );
}
