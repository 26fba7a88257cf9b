import { describe, expect, it } from 'vitest';
import { formatChatFileSize } from './chat-file-size.ts';

describe('formatChatFileSize (CHT-039)', () => {
  it.each([
    [1, '1 byte'],
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1024, '1 KB'],
    [1500, '1.5 KB'],
    [999_999, '999.9 KB'],
    [1_000_000, '1 MB'],
    [1_048_576, '1 MB'],
    [2_750_000, '2.7 MB'],
    [10_000_000, '10 MB'],
  ])('%i bytes reads "%s"', (bytes, shown) => {
    expect(formatChatFileSize(bytes)).toBe(shown);
  });
});
