import { WaitingPage } from '../components/waiting-page.tsx';
import { useReviewCopy } from '../hooks/use-review-copy.ts';

/** PRG-064: review-app/delinquency — a serious late payment is reviewed before offers (DELINQUENCY_REVIEW). */
export function Component() {
  const copy = useReviewCopy('delinquency', 3);
  return <WaitingPage {...copy} />;
}
