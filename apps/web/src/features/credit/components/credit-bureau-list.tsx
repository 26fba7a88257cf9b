import { useTranslation } from 'react-i18next';
import { toTelHref } from '../../../components/layout/org-info.ts';
import { Card } from '../../../components/ui/card.tsx';
import { CREDIT_BUREAUS } from '../lib/credit-bureaus.ts';

/** Where a freeze is lifted: each bureau's freeze page and phone line. */
export function CreditBureauList() {
  const { t } = useTranslation('branch-pages');
  return (
    <Card title={t('bureaus.title')}>
      <ul className="flex flex-col gap-3">
        {CREDIT_BUREAUS.map((bureau) => (
          <li key={bureau.name} className="flex flex-col">
            <span className="font-semibold">{bureau.name}</span>
            <a href={bureau.url} target="_blank" rel="noreferrer" className="underline">
              {t('bureaus.website', { name: bureau.name })}
            </a>
            <a href={toTelHref(bureau.phone)} className="underline">
              {t('bureaus.phone', { name: bureau.name, phone: bureau.phone })}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
