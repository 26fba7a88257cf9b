import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';
import { DuplicateModalError, registerModalId } from './modal-registry.ts';

function ModalHarness({ id = 'terms-modal' }: { id?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal id={id} title="Before you continue" isOpen={isOpen} onOpenChange={setOpen}>
        <p>Modal body</p>
      </Modal>
    </>
  );
}

describe('Modal (KIT-002/003)', () => {
  it('opens as a dialog named by its title, with its body, at most 2xl wide', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Before you continue' });
    expect(dialog).toHaveTextContent('Modal body');
    expect(dialog.closest('[data-modal-id="terms-modal"]')).toHaveClass('max-w-2xl');
  });

  it('closes from the control labelled "Close dialog" and with Escape (KIT-005)', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('releases its id when unmounted, so a later modal may use it', () => {
    const { unmount } = render(<ModalHarness id="reused" />);
    unmount();
    expect(() => registerModalId('reused')()).not.toThrow();
  });
});

describe('registerModalId (KIT-004)', () => {
  it('raises an error reporting a duplicate modal when an id is taken', () => {
    const release = registerModalId('ny-redirect');
    expect(() => registerModalId('ny-redirect')).toThrow(DuplicateModalError);
    expect(() => registerModalId('ny-redirect')).toThrow(/Duplicate modal/);
    release();
    expect(() => registerModalId('ny-redirect')()).not.toThrow();
  });
});
