import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getSignerPagePath } from '../../../lib/signer-application.ts';
import { SignerGate } from '../components/signer-gate.tsx';
import { SignerIdForm } from '../components/signer-id-form.tsx';

/** SGN-004 conditions/identity: an identity condition asked of the signer is answered with a new ID. */
export function Component() {
  const { t } = useTranslation('signer');
  const navigate = useNavigate();
  return (
    <PageSection title={t('identity.conditionTitle')} intro={t('identity.conditionIntro')}>
      <SignerGate>
        {(signer) => (
          <SignerIdForm
            uuid={signer.applicationUuid}
            onUploaded={() => void navigate(getSignerPagePath('conditions'))}
          />
        )}
      </SignerGate>
    </PageSection>
  );
}
