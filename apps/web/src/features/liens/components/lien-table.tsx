import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { LienView } from '@hearth/domain/journey/liens';
import { isMarkedForPayoff } from '@hearth/domain/offers/liability';
import { useTranslation } from 'react-i18next';

/** The table's columns: the catalogue key of each heading, and its cell spacing and alignment. */
const COLUMNS = [
  { key: 'position', className: 'py-2 pr-3' },
  { key: 'holder', className: 'py-2 pr-3' },
  { key: 'type', className: 'py-2 pr-3' },
  { key: 'balance', className: 'py-2 pr-3 text-right' },
  { key: 'payment', className: 'py-2 pr-3 text-right' },
  { key: 'payoff', className: 'py-2' },
] as const;

/** OFR-009/010: the liens with balance and payment; MARKED_FOR_PAYOFF reads "Paid off from your line". */
export function LienTable({ liens }: { liens: readonly LienView[] }) {
  const { t } = useTranslation('branch-pages');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{t('liens.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-line">
            {COLUMNS.map(({ key, className }) => (
              <th key={key} scope="col" className={className}>
                {t(`liens.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {liens.map((lien) => (
            <tr key={`${lien.position}-${lien.holder}`} className="border-b border-line">
              <td className="py-2 pr-3">{lien.position}</td>
              <th scope="row" className="py-2 pr-3 font-normal">
                {lien.holder}
              </th>
              <td className="py-2 pr-3">{t(`liens.types.${lien.type}`, { defaultValue: lien.type })}</td>
              <td className="py-2 pr-3 text-right">{formatCurrency(lien.monetaryBalance)}</td>
              <td className="py-2 pr-3 text-right">
                {formatCurrency(lien.monetaryCalculatedNextPaymentMinimumAmount)}
              </td>
              <td className="py-2">
                {isMarkedForPayoff(lien) ? (
                  <span className="font-semibold">{t('liens.markedForPayoff')}</span>
                ) : (
                  t('liens.kept')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
