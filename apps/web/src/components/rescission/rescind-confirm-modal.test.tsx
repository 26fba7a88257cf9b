import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { switchLanguageForTest } from '../../test/language.ts';
import {
  type RescindConfirmLabels,
  RescindConfirmModal,
  type RescindConfirmModalProps,
} from './rescind-confirm-modal.tsx';

const LABELS = {
  title: 'Cancel your line?',
  text: 'Your line closes and nothing is owed.',
  failed: 'We could not cancel your line.',
  confirm: 'Yes, cancel',
  keep: 'Keep my line',
};

function renderModal(
  rescind: Partial<RescindConfirmModalProps['rescind']> = {},
  labels: RescindConfirmLabels = LABELS,
) {
  const props = {
    id: 'rescind-test',
    isOpen: true,
    onOpenChange: vi.fn(),
    rescind: { isPending: false, error: null, mutate: vi.fn(), ...rescind },
    labels,
  };
  render(<RescindConfirmModal {...props} />);
  return { ...props, dialog: screen.getByRole('dialog', { name: LABELS.title }) };
}

describe('RescindConfirmModal', () => {
  it('says what cancelling means and cancels on confirm', async () => {
    const user = userEvent.setup();
    const { dialog, rescind, onOpenChange } = renderModal();
    expect(dialog).toHaveTextContent(LABELS.text);
    await user.click(within(dialog).getByRole('button', { name: LABELS.confirm }));
    expect(rescind.mutate).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes without cancelling when the owner keeps the line', async () => {
    const user = userEvent.setup();
    const { dialog, rescind, onOpenChange } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: LABELS.keep }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(rescind.mutate).not.toHaveBeenCalled();
  });

  it('shows a refusal with its heading', () => {
    const error = new Error('The right to cancel has ended.');
    const { dialog } = renderModal({ error });
    expect(dialog).toHaveTextContent(LABELS.failed);
    expect(dialog).toHaveTextContent(error.message);
  });

  it('shows a refusal without a heading when the page gives none', () => {
    const error = new Error('The right to cancel has ended.');
    const { failed: _, ...withoutHeading } = LABELS;
    const { dialog } = renderModal({ error }, withoutHeading);
    expect(dialog).not.toHaveTextContent(LABELS.failed);
    expect(dialog).toHaveTextContent(error.message);
  });

  it('tells a Spanish page the day the right ended, written in Spanish', async () => {
    await switchLanguageForTest('es');
    const error = new ApiError({
      status: 409,
      kind: 'http',
      data: { errors: ['The right to cancel ended at midnight after 2026-12-01'] },
    });
    const { dialog } = renderModal({ error });
    expect(dialog).toHaveTextContent(
      'El derecho de cancelación terminó a la medianoche al final del 1 de diciembre de 2026.',
    );
  });

  it('keeps the server English on an English page', () => {
    const error = new ApiError({
      status: 409,
      kind: 'http',
      data: { errors: ['The right to cancel ended at midnight after 2026-12-01'] },
    });
    const { dialog } = renderModal({ error });
    expect(dialog).toHaveTextContent('The right to cancel ended at midnight after 2026-12-01.');
  });
});
