import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { LegalDocument } from '../components/legal-document.tsx';
import { SharingTable } from '../components/sharing-table.tsx';
import { readSections } from '../lib/read-sections.ts';
import { useLegalValues } from '../lib/use-legal-values.ts';

const FACTS = ['why', 'what', 'how'] as const;

/** /privacy (RTE-009): the lender's GLBA privacy notice, in the federal model form's order. */
export function Component() {
  const { t } = useTranslation('legal');
  const values = useLegalValues();
  usePageTitle(t('privacy.title'));
  const items = t('privacy.what.items', { returnObjects: true }) as string[];
  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={<p className="text-lg font-semibold">{t('privacy.heading', values)}</p>}
      sections={readSections(t, 'privacy.sections', values)}
    >
      <dl className="flex flex-col gap-4 rounded-xl border border-line p-5">
        {FACTS.map((fact) => (
          <div key={fact} className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            <dt className="text-lg font-semibold sm:w-20">{t(`privacy.${fact}.heading`)}</dt>
            <dd className="flex-1">
              <p>{t(`privacy.${fact}.text`, values)}</p>
              {fact === 'what' ? (
                <ul className="mt-2 list-disc pl-6">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <SharingTable values={values} />
    </LegalDocument>
  );
}
