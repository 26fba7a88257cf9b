import { isCreditUnionDiscount } from '@hearth/domain/enums/discount-type';
import { formatApr } from '@hearth/domain/format/format-percent';
import type { Offer } from '@hearth/domain/offers/offer';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

/** OFR-005/006: the APR with each discount (AutoPay; credit-union member types where the lender has them). */
export function DiscountsList({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  if (offer.discountList.length === 0) {
    return null;
  }
  const hasMemberDiscount = offer.discountList.some((item) => isCreditUnionDiscount(item.discount.type));
  return (
    <Card title={t('discounts.title')}>
      <ul className="flex flex-col gap-1">
        {offer.discountList.map((item) => (
          <li key={item.discount.type} className="flex justify-between gap-4">
            <span>{t(`discounts.types.${item.discount.type}`)}</span>
            <span className="font-semibold">
              {t('discounts.withDiscount', { apr: formatApr(item.rateWithDiscount) })}
            </span>
          </li>
        ))}
      </ul>
      {hasMemberDiscount ? <p className="mt-2 text-sm">{t('discounts.memberNote')}</p> : null}
    </Card>
  );
}
