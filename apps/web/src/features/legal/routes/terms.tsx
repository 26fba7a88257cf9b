import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../lib/org.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { getTermsTitleKey } from '../../../lib/terms-label.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { readSections } from '../lib/read-sections.ts';
import { useLegalValues } from '../lib/use-legal-values.ts';

/** /terms (RTE-009): the lender's terms, titled "Terms of Use" or "Terms of Service" (ORG-036). */
export function Component() {
  const { t } = useTranslation('legal');
  const { termsLabel } = useOrg().orgMetaData.companyInfo;
  const title = t(getTermsTitleKey(termsLabel));
  const values = { ...useLegalValues(), termsLabel: title };
  usePageTitle(title);
  return (
    <LegalDocument
      title={title}
      intro={<p>{t('terms.intro', values)}</p>}
      sections={readSections(t, 'terms.sections', values)}
    />
  );
}
