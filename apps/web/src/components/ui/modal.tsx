import { type ReactNode, useLayoutEffect } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { registerModalId } from './modal-registry.ts';

export interface ModalProps {
  /** Unique among mounted modals (KIT-004). */
  id: string;
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Whether a click outside closes it (Escape always does). */
  isDismissable?: boolean;
}

/**
 * KIT-002/003: a modal dialog with a title, a close control labelled "Close dialog" and a body,
 * at most 2xl wide. Focus is trapped inside and returns to the trigger on close (React Aria).
 */
export function Modal({ id, title, isOpen, onOpenChange, children, isDismissable = true }: ModalProps) {
  const { t } = useTranslation('ui');
  useLayoutEffect(() => registerModalId(id), [id]);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-40 flex items-end justify-center bg-black/50 p-0 sm:items-center sm:p-4"
    >
      <AriaModal className="w-full max-w-2xl" data-modal-id={id}>
        <Dialog
          id={id}
          className="max-h-[90vh] overflow-y-auto rounded-t-2xl bg-surface p-6 text-ink shadow-xl outline-none sm:rounded-2xl"
        >
          {({ close }) => (
            <>
              <div className="mb-4 flex items-start justify-between gap-4">
                <Heading slot="title" className="text-xl font-semibold">
                  {title}
                </Heading>
                <Button variant="ghost" size="sm" onPress={close} aria-label={t('modal.close')}>
                  <span aria-hidden="true">✕</span>
                </Button>
              </div>
              <div>{children}</div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
