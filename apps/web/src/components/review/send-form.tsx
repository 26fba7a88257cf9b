import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../ui/submit-button.tsx';
import { SendError } from './send-error.tsx';

export interface SendFormProps {
  /** The submit handler, as react-hook-form's `handleSubmit` builds it. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The write the form sends: pending while it runs; its failure is shown and offered again. */
  send: { isPending: boolean; error: Error | null };
  submitLabel: string;
  children: ReactNode;
}

/**
 * The frame of a branch page's form: its fields, the refused or failed write, and the submit button,
 * which says "Try again" after a failure (what the borrower typed stays).
 */
export function SendForm({ onSubmit, send, submitLabel, children }: SendFormProps) {
  const { t } = useTranslation('branch-pages');
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={onSubmit}>
      {children}
      <SendError error={send.error} />
      <SubmitButton
        isSubmitting={send.isPending}
        label={send.error ? t('common.retry') : submitLabel}
        className="self-start"
      />
    </form>
  );
}
