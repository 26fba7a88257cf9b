import { WaitingPage } from '../components/waiting-page.tsx';
import { useReviewCopy } from '../hooks/use-review-copy.ts';

/** APP-017: review-app/incorrect-ownership — the records do not show the borrower as an owner (false ownership review). */
export function Component() {
  const copy = useReviewCopy('incorrectOwnership', 3);
  return <WaitingPage {...copy} />;
}
