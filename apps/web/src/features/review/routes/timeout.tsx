import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** PRG-081, APP-018: error/timeout, and review-app/datatree and review-app/signdocs, which show it — a step that takes too long or waits on staff. */
export function Component() {
  const copy = useReviewCopy('timeout', 2);
  return <WaitingPage {...copy} />;
}
