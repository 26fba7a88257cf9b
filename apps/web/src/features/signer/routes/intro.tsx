import { formatCurrency } from '@hearth/domain/format/format-currency';
import { getSignerPage, type SignerApplication } from '@hearth/domain/signer/signer-application';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { getSignerPagePath } from '../../../lib/signer-application.ts';
import { SignerGate } from '../components/signer-gate.tsx';
import { SignerSteps } from '../components/signer-steps.tsx';

function Intro({ signer }: { signer: SignerApplication }) {
  const { t } = useTranslation('signer');
  const navigate = useNavigate();
  const limit = signer.creditLimit === null ? t('intro.theLine') : formatCurrency(signer.creditLimit);
  return (
    <>
      <p className="text-lg">{t('intro.title', { name: signer.firstName })}</p>
      <p>{t('intro.lead', { borrower: signer.borrowerName, lender: signer.lenderName })}</p>
      <Card title={t('intro.whatTitle')}>
        <p>
          {t('intro.what', {
            property: signer.propertyAddress ?? t('intro.yourHome'),
            limit,
          })}
        </p>
        <p className="mt-2">{t('intro.notBorrowing')}</p>
        <p className="mt-2">{t('intro.rightToCancel')}</p>
        <TranslationNotice namespace="signer" className="mt-3" />
      </Card>
      <Card title={t('intro.stepsTitle')}>
        <SignerSteps signer={signer} />
      </Card>
      <p className="text-sm">{t('intro.loan', { loanNumber: signer.loanNumber })}</p>
      <Button
        className="self-start"
        onPress={() => void navigate(getSignerPagePath(getSignerPage(signer, true)))}
      >
        {t('intro.continue')}
      </Button>
    </>
  );
}

/** SGN-003 intro: who is borrowing, what the owner signs and why, and their own steps. */
export function Component() {
  const { t } = useTranslation('signer');
  return (
    <PageSection title={t('intro.heading')}>
      <SignerGate>{(signer) => <Intro signer={signer} />}</SignerGate>
    </PageSection>
  );
}
