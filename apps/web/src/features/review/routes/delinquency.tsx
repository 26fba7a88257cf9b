import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** PRG-064: review-app/delinquency — a serious late payment is reviewed before offers (DELINQUENCY_REVIEW). */
export function Component() {
  const copy = useReviewCopy('delinquency', 3);
  return <WaitingPage {...copy} />;
}
