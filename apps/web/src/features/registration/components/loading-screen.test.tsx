import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import registration from '../../../locales/en/registration.json';
import { LOADING_MESSAGE_MS, LoadingScreen, useLoadingScreenVisible } from './loading-screen.tsx';

let finish: () => void = () => {};

function Harness() {
  const [loading, setLoading] = useState(true);
  finish = () => setLoading(false);
  return <LoadingScreen isVisible={useLoadingScreenVisible(loading)} />;
}

describe('REG-020/021 the register loading screen', () => {
  it('shows at least 1000 ms and hides 300 ms after loading ends (KIT-021)', () => {
    vi.useFakeTimers();
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent(registration.loading.messages[0] as string);
    act(() => vi.advanceTimersByTime(100));
    act(() => finish());
    act(() => vi.advanceTimersByTime(850));
    expect(screen.getByTestId('register-loading')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('register-loading')).toBeNull();
  });

  it('hides 300 ms after a long load ends', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => vi.advanceTimersByTime(5_000));
    act(() => finish());
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('register-loading')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByTestId('register-loading')).toBeNull();
  });

  it('cycles the seven messages over about 67 s and stays on the last', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const seen: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      seen.push(screen.getByRole('status').textContent ?? '');
      act(() => vi.advanceTimersByTime(LOADING_MESSAGE_MS));
    }
    expect(seen).toEqual(registration.loading.messages);
    expect(LOADING_MESSAGE_MS * 7).toBeGreaterThan(66_000);
    expect(LOADING_MESSAGE_MS * 7).toBeLessThan(68_000);
    expect(screen.getByRole('status')).toHaveTextContent(registration.loading.messages[6] as string);
  });
});
