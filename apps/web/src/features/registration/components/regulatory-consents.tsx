import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { printDisclosure } from '../lib/print-disclosure.ts';
import { FormCheckboxField } from './checkbox-field.tsx';

interface RegulatoryValues extends FieldValues {
  eSignConsent: boolean;
  softCreditConsent: boolean;
}

const DISCLOSURES = [
  { name: 'eSignConsent', key: 'eSign' },
  { name: 'softCreditConsent', key: 'softCredit' },
] as const;

/**
 * DESIGN.md regulatory content: the E-SIGN disclosure and the FCRA soft-pull authorisation, each
 * readable in full, printable, and agreed to ('I agree') before the submit runs the soft credit check.
 * `fe-heloc-fcra-text` shows the FCRA authorisation's full text instead of its summary.
 */
export function RegulatoryConsents<T extends RegulatoryValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('registration');
  const info = useOrg().orgMetaData.companyInfo;
  const fullFcra = info.publicFeatureToggles['fe-heloc-fcra-text'] === true;
  const values = { lender: info.companyName };
  return (
    <>
      {DISCLOSURES.map(({ name, key }) => {
        const textKey = key === 'softCredit' && !fullFcra ? 'summary' : 'text';
        const title = t(`regulatory.${key}.title`);
        const text = t(`regulatory.${key}.${textKey}`, values);
        return (
          <section
            key={name}
            aria-labelledby={`disclosure-${key}`}
            className="flex flex-col gap-2 rounded-lg border border-line p-3"
          >
            <h2 id={`disclosure-${key}`} className="font-semibold">
              {title}
            </h2>
            {/* The full text one tap away: on a phone it would otherwise be a wall before the boxes. */}
            <div className="flex items-start justify-between gap-3">
              <details className="flex-1 text-sm">
                <summary className="cursor-pointer font-medium underline">{t('regulatory.read')}</summary>
                {/* A scroll box takes focus so that it can be scrolled from the keyboard too. */}
                <p
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable to scroll by keyboard
                  tabIndex={0}
                  className="mt-2 max-h-60 overflow-y-auto whitespace-pre-line"
                  data-testid={`disclosure-${key}`}
                >
                  {text}
                </p>
              </details>
              <Button variant="ghost" size="sm" onPress={() => printDisclosure(title, text)}>
                <span aria-hidden="true">{t('regulatory.printShort')}</span>
                <span className="sr-only">{t('regulatory.print', { title })}</span>
              </Button>
            </div>
            <FormCheckboxField control={control} name={name as Path<T>}>
              {t(`regulatory.${key}.agree`)}
            </FormCheckboxField>
          </section>
        );
      })}
    </>
  );
}
