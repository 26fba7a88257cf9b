import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_CLEAR_MS, StatusAnnouncer, useAnnounce } from './status-announcer.tsx';

function Announcer({ message }: { message: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce(message)}>
      Announce
    </button>
  );
}

describe('StatusAnnouncer (KIT-011)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the message in a polite status region and clears it after 300 ms', () => {
    render(
      <StatusAnnouncer>
        <Announcer message="Offer selected" />
      </StatusAnnouncer>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => screen.getByRole('button').click());
    expect(region).toHaveTextContent('Offer selected');
    act(() => vi.advanceTimersByTime(STATUS_CLEAR_MS - 1));
    expect(region).toHaveTextContent('Offer selected');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('restarts the 300 ms for a new message', () => {
    render(
      <StatusAnnouncer>
        <Announcer message="Saved" />
      </StatusAnnouncer>,
    );
    act(() => screen.getByRole('button').click());
    act(() => vi.advanceTimersByTime(200));
    act(() => screen.getByRole('button').click());
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
