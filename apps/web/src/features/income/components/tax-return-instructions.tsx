import { useTranslation } from 'react-i18next';

const ITEMS = ['years', 'pages', 'signed', 'joint'] as const;

/**
 * RTE-017 "tax instructions" (decision 020): what a tax return upload must contain, so that a
 * return is not sent back for a missing schedule or signature.
 */
export function TaxReturnInstructions() {
  const { t } = useTranslation('income');
  return (
    <section aria-labelledby="tax-instructions-heading" className="rounded-xl border border-line p-5">
      <h2 id="tax-instructions-heading" className="mb-2 text-lg font-semibold">
        {t('taxInstructions.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {ITEMS.map((item) => (
          <li key={item}>{t(`taxInstructions.${item}`)}</li>
        ))}
      </ul>
    </section>
  );
}
