import { WaitingPage } from '../components/waiting-page.tsx';
import { useReviewCopy } from '../hooks/use-review-copy.ts';

/** APP-020: bpo/waiting — the BPO is ordered and the broker has not accepted it yet. */
export function Component() {
  const copy = useReviewCopy('bpoWaiting', 2);
  return <WaitingPage {...copy} />;
}
