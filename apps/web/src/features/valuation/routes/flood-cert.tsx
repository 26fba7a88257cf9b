import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';

/** PRG-065: error/flood-cert — the closing disclosure waits for the flood zone determination. */
export function Component() {
  const copy = useReviewCopy('floodCert', 3);
  return <WaitingPage {...copy} />;
}
