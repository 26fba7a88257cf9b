import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

/** KIT-022: how long the modal says 'processing' before it says it is taking longer than usual. */
export const PROCESSING_TIMEOUT_MS = 30_000;

export interface ProcessingModalProps {
  id: string;
  isProcessing: boolean;
  title: string;
  message: string;
  /** Shown once `timeoutMs` has passed while still processing: what the borrower can do meanwhile. */
  timedOut: ReactNode;
  timeoutMs?: number;
  onTimeout?: () => void;
}

/**
 * A modal over the page while the server works (KIT-022). It can be closed at any time; after the
 * time-out it stops promising and says what the borrower can do, while the work goes on behind it.
 */
export function ProcessingModal({
  id,
  isProcessing,
  title,
  message,
  timedOut,
  timeoutMs = PROCESSING_TIMEOUT_MS,
  onTimeout,
}: ProcessingModalProps) {
  const { t } = useTranslation('ui');
  const [isClosed, setClosed] = useState(false);
  const [hasTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    setClosed(false);
    if (!isProcessing) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setTimedOut(true);
      onTimeout?.();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [isProcessing, timeoutMs, onTimeout]);

  return (
    <Modal
      id={id}
      title={hasTimedOut ? t('processing.slowTitle') : title}
      isOpen={isProcessing && !isClosed}
      onOpenChange={(open) => setClosed(!open)}
    >
      {hasTimedOut ? (
        <div role="alert" className="flex flex-col gap-4">
          <p>{t('processing.slow')}</p>
          {timedOut}
        </div>
      ) : (
        <div role="status" className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-6 shrink-0 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
          />
          <span>{message}</span>
        </div>
      )}
    </Modal>
  );
}
