import type { PostalAddress } from '../applicant-ref.ts';
import { formatFullAddress } from './property-record.ts';
import { buildPropertyRegistry } from './property-registry.ts';
import { hashToInt } from './sandbox-reference.ts';

let registryKeys: Set<string> | undefined;

function toKey(address: PostalAddress): string {
  const { street1, street2, city, state, zip } = address;
  return formatFullAddress({ street1, ...(street2 ? { street2 } : {}), city, state, zip }).toLowerCase();
}

/** Whether the address is a home of the sandbox property registry (built once, on first use). */
export function isRegistryAddress(address: PostalAddress): boolean {
  registryKeys ??= new Set(buildPropertyRegistry().map(toKey));
  return registryKeys.has(toKey(address));
}

/**
 * The sandbox value of a home: 320,000–880,000 in steps of 1,000, fixed per address, so every
 * vendor (AVM, liens) and every test sees the same figure.
 */
export function sandboxHomeValue(address: PostalAddress): number {
  return hashToInt(320, 880, toKey(address)) * 1_000;
}

/** The first-mortgage balance of a home: `shareOfValue` of its sandbox value. */
export function sandboxMortgageBalance(address: PostalAddress, shareOfValue: number): number {
  return Math.round(sandboxHomeValue(address) * shareOfValue);
}
