import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import { formatLongDate } from './format-date.ts';
import { getValuationQueryOptions } from './review-calls.ts';

/** When the valuation was ordered and its vendor reference, once the order exists. */
export function OrderLine({ uuid, textKey }: { uuid: string; textKey: 'bpoHold.ordered' | 'hold.ordered' }) {
  const { t } = useTranslation('branch-pages');
  const format = useFormat();
  const order = useQuery(getValuationQueryOptions(uuid)).data?.order;
  if (!order) {
    return null;
  }
  return (
    <p>{t(textKey, { date: formatLongDate(order.orderedAt, format), reference: order.vendorReference })}</p>
  );
}
