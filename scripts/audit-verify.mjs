#!/usr/bin/env node
// `npm run audit:verify`: recomputes the audit trail's hash chain and says whether it is whole.
// Reads DATABASE_URL, or else the embedded database in DATA_DIR (default ./.data) — stop the
// server first there: PGlite opens its directory from one process at a time. Exits 0 when the
// chain is whole, 1 naming the first broken link, 2 when the database cannot be read.
import { createDatabase } from '../apps/server/src/db/client.ts';
import { resolveFromRepoRoot } from '../apps/server/src/lib/paths.ts';
import { verifyAuditChain } from '../apps/server/src/modules/audit/audit-verify.ts';

const options = process.env.DATABASE_URL
  ? { databaseUrl: process.env.DATABASE_URL }
  : { dataDir: resolveFromRepoRoot(process.env.DATA_DIR || '.data') };

let database;
try {
  database = await createDatabase(options);
  const verdict = await verifyAuditChain(database.db);
  if (verdict.ok) {
    console.log(`audit chain OK: ${verdict.count} events, last hash ${verdict.lastHash}`);
  } else {
    console.error(
      `audit chain BROKEN at seq ${verdict.seq}: ${verdict.reason} (${verdict.count} events verified before it)`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`audit chain could not be read: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database?.close();
}
