import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** APP-017, OP-35: review-app/uw — an underwriter reviews the application (UNDERWRITING_REVIEW, client state uwReview). */
export function Component() {
  const copy = useReviewCopy('uw', 3);
  return <WaitingPage {...copy} />;
}
