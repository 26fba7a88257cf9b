import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SendForm } from './send-form.tsx';

const IDLE = { isPending: false, error: null };

describe('SendForm', () => {
  it('shows the fields and the submit label, and submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <SendForm onSubmit={onSubmit} send={IDLE} submitLabel="Send PIN">
        <label>
          PIN <input name="pin" />
        </label>
      </SendForm>,
    );
    expect(screen.getByRole('textbox', { name: 'PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says the server refused the write and offers to try again', () => {
    render(
      <SendForm
        onSubmit={vi.fn()}
        send={{ isPending: false, error: new Error('The PIN is not right.') }}
        submitLabel="Send PIN"
      >
        <span />
      </SendForm>,
    );
    expect(screen.getByText('We could not send your answer.')).toBeInTheDocument();
    expect(screen.getByText('The PIN is not right.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send PIN' })).not.toBeInTheDocument();
  });

  it('says it is submitting while the write runs', () => {
    render(
      <SendForm onSubmit={vi.fn()} send={{ isPending: true, error: null }} submitLabel="Send PIN">
        <span />
      </SendForm>,
    );
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeInTheDocument();
  });
});
