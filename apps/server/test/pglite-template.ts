import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../src/lib/paths.ts';

const TEMPLATE_DIR = join(tmpdir(), 'hearth-pglite-templates');

/**
 * A fresh in-memory PGlite loaded from a dump of an already-migrated database. Booting PGlite
 * (initdb) takes seconds; loading a dump well under one. The dump is cached in the OS temp
 * directory under a hash of the migration files (and of pg-boss and its queues), so a new migration
 * makes a new template.
 * Callers still run the migrations (a no-op on the template).
 */
export async function createPgliteFromTemplate(): Promise<PGlite> {
  const file = join(TEMPLATE_DIR, `${await hashMigrations()}.tar`);
  const template = await readFile(file).catch(() => undefined);
  return PGlite.create({ loadDataDir: new Blob([template ?? (await buildTemplate(file))]) });
}

async function hashMigrations(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  hash.update(await readFile(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  // pg-boss's schema and the lifecycle queues are installed with the migrations (db/job-queues.ts).
  hash.update(await readFile(join(dirname(require.resolve('pg-boss')), '..', 'package.json')));
  hash.update(await readFile(join(SERVER_ROOT, 'src', 'db', 'job-queues.ts')));
  for (const folder of [MIGRATIONS_DIR, join(MIGRATIONS_DIR, 'meta')]) {
    for (const name of (await readdir(folder).catch(() => [])).sort()) {
      if (name.endsWith('.sql') || name === '_journal.json') {
        hash.update(name).update(await readFile(join(folder, name)));
      }
    }
  }
  return hash.digest('hex').slice(0, 24);
}

async function buildTemplate(file: string): Promise<Uint8Array> {
  const client = await PGlite.create();
  try {
    await runMigrations(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  } finally {
    await client.close();
  }
}
