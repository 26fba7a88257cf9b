import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAG_OVERRIDES_FILE } from '../src/modules/feature-flags/flag-overrides.ts';

let tick = 0;

/**
 * Turns flags on or off for lenders as an operator would, by writing DATA_DIR/feature-flags.json
 * with a fresh mtime (decision 003): `{ hearth: { 'fe-…': true } }`.
 */
export function writeFlagOverrides(dataDir: string, flags: Record<string, Record<string, boolean>>): void {
  const file = join(dataDir, FLAG_OVERRIDES_FILE);
  const content = Object.fromEntries(
    Object.entries(flags).map(([org, values]) => [
      org,
      Object.fromEntries(Object.entries(values).map(([key, enabled]) => [key, { enabled }])),
    ]),
  );
  writeFileSync(file, JSON.stringify(content));
  tick += 1;
  const when = new Date(Date.now() + tick * 10_000);
  utimesSync(file, when, when);
}
