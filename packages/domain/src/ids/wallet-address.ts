const HEAD_LENGTH = 6;
const TAIL_LENGTH = 5;
const SHORTEN_ABOVE = 11;

/** KIT-008: an address longer than 11 characters shows as its first 6 and last 5 ("0x1234...abcde"). */
export function shortenWalletAddress(address: string): string {
  if (address.length <= SHORTEN_ABOVE) {
    return address;
  }
  return `${address.slice(0, HEAD_LENGTH)}...${address.slice(-TAIL_LENGTH)}`;
}
