import { describe, expect, it } from 'vitest';
import { formatElapsed } from './format.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatElapsed', () => {
  it('says the two largest units', () => {
    expect(formatElapsed(ago(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000), NOW)).toBe('3 days 4 hours');
    expect(formatElapsed(ago(3_600_000 + 60_000), NOW)).toBe('1 hour 1 minute');
    expect(formatElapsed(ago(12 * 60_000), NOW)).toBe('12 minutes');
  });

  it('stops at the first unit when the next is zero, and says under a minute', () => {
    expect(formatElapsed(ago(2 * 86_400_000 + 30 * 60_000), NOW)).toBe('2 days');
    expect(formatElapsed(ago(30_000), NOW)).toBe('under a minute');
    expect(formatElapsed(new Date(NOW + 5_000).toISOString(), NOW)).toBe('under a minute');
  });
});
