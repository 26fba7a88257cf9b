import { createHash } from 'node:crypto';

/** A stable vendor reference from the request's parts: the same request gives the same reference. */
export function buildSandboxReference(prefix: string, ...parts: readonly string[]): string {
  const digest = createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12);
  return `${prefix}-${digest}`;
}

/** A stable integer in [min, max] from the parts (same parts, same number). */
export function hashToInt(min: number, max: number, ...parts: readonly string[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return min + (digest.readUInt32BE(0) % (max - min + 1));
}
