import { OrderLine } from '../../../components/review/order-line.tsx';
import { getValuationQueryOptions } from '../../../components/review/review-calls.ts';
import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';
import { useApplicationUuid, useServerStep } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';

/** 000 §4 sends the final title steps here too: what the borrower waits for is the title search. */
const TITLE_STEPS = ['FINAL_TITLE_ORDER', 'FINAL_TITLE_PROCESSING', 'FINAL_TITLE_REVIEW'];

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getValuationQueryOptions(uuid)));

/**
 * PRG-079, PRG-107 (bpoProcessing): bpo/hold — the BPO or evaluation is with the broker, then staff;
 * or, at the final title steps, the title company is searching the property's records.
 */
export function Component() {
  const uuid = useApplicationUuid();
  const step = useServerStep(uuid);
  const isTitle = TITLE_STEPS.includes(step.data?.serverStep ?? '');
  const bpoCopy = useReviewCopy('bpoHold', 3);
  const titleCopy = useReviewCopy('titleHold', 3);
  if (isTitle) {
    return <WaitingPage {...titleCopy} />;
  }
  return (
    <WaitingPage {...bpoCopy}>
      <OrderLine uuid={uuid} textKey="bpoHold.ordered" />
    </WaitingPage>
  );
}
