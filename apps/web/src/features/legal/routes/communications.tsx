import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { readSections } from '../lib/read-sections.ts';
import { useLegalValues } from '../lib/use-legal-values.ts';

/** /communications (RTE-010): the E-SIGN electronic communications policy. */
export function Component() {
  const { t } = useTranslation('legal');
  const values = useLegalValues();
  usePageTitle(t('communications.title'));
  return (
    <LegalDocument
      title={t('communications.title')}
      intro={<p>{t('communications.intro', values)}</p>}
      sections={readSections(t, 'communications.sections', values)}
    />
  );
}
