import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error.ts';
import { secretFingerprints } from '../src/db/schema/index.ts';
import { checkSharedSecrets, type SharedSecret } from '../src/db/secret-fingerprints.ts';
import { listeningUrl, startProcess } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const jwtSecret = () => randomBytes(32).toString('hex');
const piiKey = () => randomBytes(32);

function secrets(jwt: string, pii: Buffer): SharedSecret[] {
  return [
    { variable: 'JWT_SECRET', value: jwt },
    { variable: 'PII_KEY', value: pii },
  ];
}

async function refusal(check: Promise<void>): Promise<ConfigError> {
  const error = await check.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return error as ConfigError;
}

describe('one database, one set of secrets', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('records a fingerprint of each secret at the first start, never the secret', async () => {
    const [jwt, pii] = [jwtSecret(), piiKey()];
    await checkSharedSecrets(database.handle.db, database.handle.kind, secrets(jwt, pii));
    await checkSharedSecrets(database.handle.db, database.handle.kind, secrets(jwt, pii));

    const rows = await database.handle.db.select().from(secretFingerprints);
    expect(rows.map((row) => row.variable).sort()).toEqual(['JWT_SECRET', 'PII_KEY']);
    const stored = JSON.stringify(rows);
    for (const value of [jwt, pii.toString('base64'), pii.toString('hex'), pii.toString('base64url')]) {
      expect(stored).not.toContain(value);
    }
  });

  it.each([
    ['JWT_SECRET', (_jwt: string, pii: Buffer) => secrets(jwtSecret(), pii)],
    ['PII_KEY', (jwt: string, _pii: Buffer) => secrets(jwt, piiKey())],
  ] as const)(
    'refuses a later start whose %s differs, naming the variable and not the value',
    async (variable, change) => {
      const [jwt, pii] = [jwtSecret(), piiKey()];
      await checkSharedSecrets(database.handle.db, database.handle.kind, secrets(jwt, pii));
      const other = change(jwt, pii);

      const error = await refusal(checkSharedSecrets(database.handle.db, database.handle.kind, other));
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatch(new RegExp(`^${variable}: is not the ${variable} `));
      expect(error.message).toContain(database.handle.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR');
      for (const secret of other) {
        const value = secret.value;
        for (const shown of typeof value === 'string'
          ? [value]
          : [value.toString('base64'), value.toString('hex')]) {
          expect(error.message).not.toContain(shown);
        }
      }
    },
  );
});

describe('src/server.ts with another secret than the database was first started with', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-secrets-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start, naming PII_KEY', { timeout: 120_000 }, async () => {
    const shared = process.env.DATABASE_URL ? await createTestDatabase({ migrate: false }) : undefined;
    await shared?.handle.close();
    const env = {
      JWT_SECRET: jwtSecret(),
      ...(shared?.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
    };
    try {
      const first = startProcess({ dataDir, env: { ...env, PII_KEY: piiKey().toString('base64') } });
      await listeningUrl(first.child);
      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);

      const otherKey = piiKey().toString('base64');
      const second = await startProcess({ dataDir, env: { ...env, PII_KEY: otherKey } }).exited;
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('PII_KEY: is not the PII_KEY');
      expect(second.stderr).not.toContain(otherKey);
      expect(second.stdout).not.toContain('Server listening');
    } finally {
      await shared?.dispose();
    }
  });
});
