import { createHash } from 'node:crypto';

/**
 * A stable uuid for a notification derived from what it is about (`timeline:42`,
 * `condition:…`): the same event always has the same id, so its read state sticks. RFC 9562
 * version 8 (custom), from the first 128 bits of a SHA-256.
 */
export function deriveNotificationUuid(key: string): string {
  const bytes = createHash('sha256').update(`hearth-notification:${key}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
