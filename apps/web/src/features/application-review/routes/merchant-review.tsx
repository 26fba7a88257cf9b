import { WaitingPage } from '../components/waiting-page.tsx';
import { useReviewCopy } from '../hooks/use-review-copy.ts';

/** PRG-096 (OP-36): merchant/review — new credit found before closing is reviewed by staff (MERCHANT_REVIEW, client state waitMerchant). */
export function Component() {
  const copy = useReviewCopy('merchant', 2);
  return <WaitingPage {...copy} />;
}
