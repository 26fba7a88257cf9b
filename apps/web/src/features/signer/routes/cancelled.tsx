import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { SignerSupport } from '../components/signer-support.tsx';

/** SGN-003 cancelled: the borrower withdrew the invitation, or the application was cancelled or closed. */
export function Component() {
  const { t } = useTranslation('signer');
  return (
    <PageSection title={t('cancelled.title')} intro={t('cancelled.intro')}>
      <p>{t('cancelled.why')}</p>
      <SignerSupport />
    </PageSection>
  );
}
