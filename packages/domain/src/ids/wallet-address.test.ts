import { describe, expect, it } from 'vitest';
import { shortenWalletAddress } from './wallet-address.ts';

describe('KIT-008 shortenWalletAddress', () => {
  it.each([
    ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F', '0x71C7...8976F'],
    ['123456789012', '123456...89012'],
    ['12345678901', '12345678901'],
    ['short', 'short'],
    ['', ''],
  ])('%s → %s', (address, expected) => {
    expect(shortenWalletAddress(address)).toBe(expected);
  });
});
