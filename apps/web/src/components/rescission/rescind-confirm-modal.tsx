import { useErrorMessage } from '../../lib/validation-message.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

export interface RescindConfirmLabels {
  title: string;
  text: string;
  /** The failure banner's heading, when the page gives one. */
  failed?: string;
  confirm: string;
  keep: string;
}

export interface RescindConfirmModalProps {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The page's rescind call; a failure is shown here and may be confirmed again. */
  rescind: { isPending: boolean; error: Error | null; mutate: () => void };
  labels: RescindConfirmLabels;
}

/**
 * The question before an owner cancels the line within the right to cancel (Reg Z 1026.15): what
 * cancelling means, then cancel or keep it.
 */
export function RescindConfirmModal({ id, isOpen, onOpenChange, rescind, labels }: RescindConfirmModalProps) {
  const describeError = useErrorMessage();
  return (
    <Modal id={id} title={labels.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4">
        <p>{labels.text}</p>
        {rescind.error ? (
          <Banner tone="error" announce title={labels.failed}>
            {describeError(rescind.error)}
          </Banner>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" isPending={rescind.isPending} onPress={() => rescind.mutate()}>
            {labels.confirm}
          </Button>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {labels.keep}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
