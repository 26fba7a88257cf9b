import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, MAX_VISIBLE_TOASTS, showToast } from './toast-queue.ts';
import { ToastRegion } from './toast-region.tsx';

describe('ToastRegion (KIT-001)', () => {
  it('shows at most five toasts, the rest waiting their turn', () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      for (let index = 1; index <= 7; index++) {
        showToast({ title: `Saved ${index}`, tone: 'error' }, queue);
      }
    });
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(5);
    expect(queue.visibleToasts).toHaveLength(5);
  });

  it('sits bottom-left and closes a toast from its dismiss button', async () => {
    const user = userEvent.setup();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(
        { title: 'Document uploaded', description: 'We will review it today.', tone: 'error' },
        queue,
      );
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveClass('bottom-4', 'left-4');
    expect(screen.getByText('We will review it today.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Document uploaded')).not.toBeInTheDocument();
  });
});
