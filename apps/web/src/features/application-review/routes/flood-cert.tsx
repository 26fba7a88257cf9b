import { WaitingPage } from '../components/waiting-page.tsx';
import { useReviewCopy } from '../hooks/use-review-copy.ts';

/** PRG-065: error/flood-cert — the closing disclosure waits for the flood zone determination. */
export function Component() {
  const copy = useReviewCopy('floodCert', 3);
  return <WaitingPage {...copy} />;
}
