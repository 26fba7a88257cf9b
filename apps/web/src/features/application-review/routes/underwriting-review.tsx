import { WaitingPage } from '../components/waiting-page.tsx';
import { useReviewCopy } from '../hooks/use-review-copy.ts';

/** APP-017, OP-35: review-app/uw — an underwriter reviews the application (UNDERWRITING_REVIEW, client state uwReview). */
export function Component() {
  const copy = useReviewCopy('uw', 3);
  return <WaitingPage {...copy} />;
}
