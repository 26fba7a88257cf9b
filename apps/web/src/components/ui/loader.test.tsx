import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loader } from './loader.tsx';
import { LOADER_HIDE_DELAY_MS } from './use-delayed-hide.ts';

describe('Loader (KIT-021; APP-024 with the maintenance page and the error fallback, tested with their guards)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces loading and hides 300 ms after loading ends', () => {
    const { rerender } = render(<Loader isLoading label="Loading your applications" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your applications');
    rerender(<Loader isLoading={false} label="Loading your applications" />);
    act(() => vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays for its minimum display time (REG-020)', () => {
    const { rerender } = render(<Loader isLoading minDisplayMs={1000} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<Loader isLoading={false} minDisplayMs={1000} />);
    act(() => vi.advanceTimersByTime(899));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing when never loading', () => {
    render(<Loader isLoading={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
