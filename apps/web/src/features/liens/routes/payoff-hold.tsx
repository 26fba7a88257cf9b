import { formatCurrency } from '@hearth/domain/format/format-currency';
import { isMarkedForPayoff } from '@hearth/domain/offers/liability';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getLiensQueryOptions } from '../api/liens-calls.ts';

/** The loans paid from the line (OFR-010), once the liens have loaded. */
function PayoffList({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  const payoffs = (useQuery(getLiensQueryOptions(uuid)).data?.liens ?? []).filter(isMarkedForPayoff);
  if (payoffs.length === 0) {
    return null;
  }
  return (
    <Card title={t('payoff.listTitle')}>
      <ul className="flex flex-col gap-1">
        {payoffs.map((lien) => (
          <li key={`${lien.position}-${lien.holder}`}>
            {t('payoff.item', { holder: lien.holder, amount: formatCurrency(lien.monetaryBalance) })}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getLiensQueryOptions(uuid)));

/** PRG-077: payoff/hold — payoff statements are requested from the lenders (PAYOFF_REQUEST_PENDING). */
export function Component() {
  const uuid = useApplicationUuid();
  const copy = useReviewCopy('payoff', 3);
  return (
    <WaitingPage {...copy}>
      <PayoffList uuid={uuid} />
    </WaitingPage>
  );
}
