/** CHT-039: bytes below 1000, then KB of 1000 bytes, then MB of 1,000,000 bytes. */
export function formatChatFileSize(bytes: number): string {
  if (bytes < 1000) {
    return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  }
  if (bytes < 1_000_000) {
    return `${oneDecimal(bytes / 1000)} KB`;
  }
  return `${oneDecimal(bytes / 1_000_000)} MB`;
}

function oneDecimal(value: number): string {
  // Truncated, not rounded: 999,999 bytes is "999.9 KB", never "1000 KB".
  const truncated = Math.floor(value * 10) / 10;
  return Number.isInteger(truncated) ? String(truncated) : truncated.toFixed(1);
}
