import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_TIMEOUT_MS, ProcessingModal } from './processing-modal.tsx';

function renderModal(isProcessing: boolean, onTimeout = vi.fn()) {
  const props = {
    id: 'processing',
    title: 'Checking your information',
    message: 'This usually takes a few seconds.',
    timedOut: <a href="/dashboard">Go to dashboard</a>,
    onTimeout,
  };
  const view = render(<ProcessingModal {...props} isProcessing={isProcessing} />);
  return {
    ...view,
    rerender: (next: boolean) => view.rerender(<ProcessingModal {...props} isProcessing={next} />),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ProcessingModal (KIT-022)', () => {
  it('says it is processing, then after the 30-second default time-out what the borrower can do', () => {
    const onTimeout = vi.fn();
    renderModal(true, onTimeout);
    expect(screen.getByRole('dialog', { name: 'Checking your information' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This usually takes a few seconds.');
    act(() => vi.advanceTimersByTime(PROCESSING_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'This is taking longer than usual' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
    expect(PROCESSING_TIMEOUT_MS).toBe(30_000);
  });

  it('closes when the work ends before the time-out, and starts over on the next run', () => {
    const onTimeout = vi.fn();
    const { rerender } = renderModal(true, onTimeout);
    act(() => vi.advanceTimersByTime(10_000));
    rerender(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(true);
    act(() => vi.advanceTimersByTime(PROCESSING_TIMEOUT_MS - 10_000));
    expect(onTimeout).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Checking your information' })).toBeInTheDocument();
  });

  it('is not shown while nothing is processing', () => {
    renderModal(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
