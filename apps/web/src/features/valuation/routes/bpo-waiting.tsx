import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** APP-020: bpo/waiting — the BPO is ordered and the broker has not accepted it yet. */
export function Component() {
  const copy = useReviewCopy('bpoWaiting', 2);
  return <WaitingPage {...copy} />;
}
