import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { IncorrectPinPanel } from '../components/incorrect-pin-panel.tsx';

/** PRG-091: review-app/incorrect-pin (client state incorrectPin). */
export function Component() {
  return <IncorrectPinPanel uuid={useApplicationUuid()} />;
}
