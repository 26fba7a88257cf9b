import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** PRG-096 (OP-36): merchant/review — new credit found before closing is reviewed by staff (MERCHANT_REVIEW, client state waitMerchant). */
export function Component() {
  const copy = useReviewCopy('merchant', 2);
  return <WaitingPage {...copy} />;
}
