import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { LienView } from '@hearth/domain/journey/liens';
import { isMarkedForPayoff } from '@hearth/domain/offers/liability';
import { useTranslation } from 'react-i18next';

/** OFR-009/010: the liens with balance and payment; MARKED_FOR_PAYOFF reads "Paid off from your line". */
export function LienTable({ liens }: { liens: readonly LienView[] }) {
  const { t } = useTranslation('application-review');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{t('liens.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              {t('liens.position')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('liens.holder')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('liens.type')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('liens.balance')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('liens.payment')}
            </th>
            <th scope="col" className="py-2">
              {t('liens.payoff')}
            </th>
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
