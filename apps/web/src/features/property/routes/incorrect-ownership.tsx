import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** APP-017: review-app/incorrect-ownership — the records do not show the borrower as an owner (false ownership review). */
export function Component() {
  const copy = useReviewCopy('incorrectOwnership', 3);
  return <WaitingPage {...copy} />;
}
