import { createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { ConfigError } from '../config/config-error.ts';
import type { DatabaseKind, Db } from './client.ts';
import { secretFingerprints } from './schema/index.ts';

/** A secret every instance on one database must share, by the variable that gives it. */
export interface SharedSecret {
  variable: 'JWT_SECRET' | 'PII_KEY';
  value: string | Buffer;
}

/**
 * A keyed hash of the secret (the secret is the key, over a fixed label): it tells two values
 * apart and gives nothing of either away, unlike the token `kid`, which is a different hash.
 */
export function fingerprintSecret(value: string | Buffer): string {
  return createHmac('sha256', value).update('hearth: secret fingerprint v1').digest('base64url');
}

/**
 * At start-up: records each secret's fingerprint on a database's first start and refuses to start
 * (a ConfigError naming the variable, never its value) when a later instance's secret differs —
 * another instance's tokens would be refused and the PII it encrypted unreadable. Two instances
 * starting together agree on the first one's values (insert if absent, then read).
 */
export async function checkSharedSecrets(
  db: Db,
  kind: DatabaseKind,
  secrets: readonly SharedSecret[],
): Promise<void> {
  const offered = new Map(secrets.map((secret) => [secret.variable, fingerprintSecret(secret.value)]));
  await db
    .insert(secretFingerprints)
    .values([...offered].map(([variable, fingerprint]) => ({ variable, fingerprint })))
    .onConflictDoNothing({ target: secretFingerprints.variable });
  const stored = await db
    .select({ variable: secretFingerprints.variable, fingerprint: secretFingerprints.fingerprint })
    .from(secretFingerprints)
    .where(inArray(secretFingerprints.variable, [...offered.keys()]));
  const differing = stored.filter(
    (row) => offered.get(row.variable as SharedSecret['variable']) !== row.fingerprint,
  );
  if (differing.length > 0) {
    throw new ConfigError(differing.map((row) => mismatchMessage(row.variable, kind)));
  }
}

function mismatchMessage(variable: string, kind: DatabaseKind): string {
  return kind === 'postgres'
    ? `${variable}: is not the ${variable} this database was first started with; every instance on one DATABASE_URL must be given the same ${variable}`
    : `${variable}: is not the ${variable} the database in DATA_DIR was first started with; start with that ${variable}, or use another DATA_DIR`;
}
