import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';

const CLAIMS = ['fiveMinutes', 'fiveDays', 'encryption'] as const;

/** ORG-011…013: the headline claims, once per page above the footer details. */
export function ClaimsStrip() {
  const { t } = useTranslation('layout');
  const { companyNameShort } = useOrg().orgMetaData.companyInfo;
  return (
    <section aria-labelledby="claims-heading" className="border-b border-line pb-6">
      <h2 id="claims-heading" className="sr-only">
        {t('claims.label', { companyNameShort })}
      </h2>
      <ul className="grid gap-3 text-sm font-medium sm:grid-cols-3">
        {CLAIMS.map((claim) => (
          <li key={claim} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />
            {t(`claims.${claim}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
