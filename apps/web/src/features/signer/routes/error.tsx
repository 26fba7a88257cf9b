import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { getSignerPagePath } from '../../../lib/signer-application.ts';
import { SignerSupport } from '../components/signer-support.tsx';

/** SGN-003 error: nothing to sign was found for this account (or a page failed): what to do next. */
export function Component() {
  const { t } = useTranslation('signer');
  return (
    <PageSection title={t('error.title')} intro={t('error.intro')}>
      <ul className="list-disc pl-6">
        <li>{t('error.checkAccount')}</li>
        <li>{t('error.newLink')}</li>
      </ul>
      <Link to={getSignerPagePath('resume')} className="self-start underline">
        {t('error.retry')}
      </Link>
      <SignerSupport />
    </PageSection>
  );
}
