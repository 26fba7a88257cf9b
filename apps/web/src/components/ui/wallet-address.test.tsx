import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shortenWalletAddress, WALLET_COPY_TOOLTIP_MS, WalletAddress } from './wallet-address.tsx';

describe('shortenWalletAddress (KIT-008)', () => {
  it.each([
    ['0x1234567890abcdef', '0x1234…bcdef'],
    ['0x123456789', '0x123456789'],
    ['0x12345678', '0x12345678'],
    ['0x1234567890', '0x1234…67890'],
    ['0x12345678901', '0x1234…78901'],
  ])('%s → %s', (address, shown) => {
    expect(shortenWalletAddress(address)).toBe(shown);
  });
});

describe('WalletAddress (KIT-007)', () => {
  it('copies the full address and shows "Copied" for one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const address = '0x1234567890abcdef';
    render(<WalletAddress address={address} />);
    await user.click(screen.getByRole('button', { name: `Copy wallet address ${address}` }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(WALLET_COPY_TOOLTIP_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
