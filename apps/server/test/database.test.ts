import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/client.ts';
import { MigrationError, runMigrations } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const widgets = pgTable('widgets', { id: integer('id').primaryKey(), name: text('name').notNull() });

/** Repository-style code written against `Db` must work with either driver. */
async function listWidgetNames(db: Db): Promise<string[]> {
  const rows = await db.select().from(widgets).orderBy(widgets.id);
  return rows.map((row) => row.name);
}

function writeMigrations(folder: string, statements: string[]): void {
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = statements.map((_statement, idx) => ({
    idx,
    version: '7',
    when: Date.now() + idx,
    tag: `${String(idx).padStart(4, '0')}_test`,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  statements.forEach((statement, idx) => {
    writeFileSync(join(folder, `${entries[idx]?.tag}.sql`), statement);
  });
}

describe('createDatabase', () => {
  it(`answers ping on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, and not once closed`, async () => {
    const database = await createTestDatabase();
    await expect(database.handle.ping()).resolves.toBeUndefined();
    expect(database.handle.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    await database.dispose();
    await expect(database.handle.ping()).rejects.toThrow();
  });

  it('keeps PGlite data in DATA_DIR/pglite across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-pglite-'));
    try {
      const first = await createDatabase({ dataDir });
      await first.db.execute(sql`create table kept (v int)`);
      await first.db.execute(sql`insert into kept values (42)`);
      await first.close();
      const second = await createDatabase({ dataDir });
      const result = await second.db.execute<{ v: number }>(sql`select v from kept`);
      await second.close();
      expect(JSON.stringify(result)).toContain('42');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('runMigrations', () => {
  let folder: string;
  let database: TestDatabase;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'hearth-migrations-'));
    database = await createTestDatabase({ migrate: false });
  });
  afterEach(async () => {
    await database.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('applies the project migrations, creating the tables the schema declares', async () => {
    await runMigrations(database.handle);
    const tables = await database.handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(JSON.stringify(tables)).not.toContain('"n":0');
  });

  it('applies pending migrations once, and typed queries work on the result', async () => {
    writeMigrations(folder, [
      'CREATE TABLE "widgets" ("id" integer PRIMARY KEY, "name" text NOT NULL);',
      `INSERT INTO "widgets" VALUES (1, 'sprocket'), (2, 'gear');`,
    ]);
    await runMigrations(database.handle, folder);
    await runMigrations(database.handle, folder);
    expect(await listWidgetNames(database.handle.db)).toEqual(['sprocket', 'gear']);
  });

  it('rejects with a MigrationError when a migration fails, and rolls it back', async () => {
    writeMigrations(folder, [
      'CREATE TABLE "widgets" ("id" integer PRIMARY KEY, "name" text NOT NULL);',
      'CREATE TABLE "broken" ("id" integer PRIMARY KEY);\n--> statement-breakpoint\nSELECT * FROM "missing_table";',
    ]);
    await expect(runMigrations(database.handle, folder)).rejects.toBeInstanceOf(MigrationError);
    const broken = await database.handle.db.execute(sql`select to_regclass('public.broken') as t`);
    expect(JSON.stringify(broken)).toContain('"t":null');
  });

  it('rejects when the migrations folder is missing', async () => {
    await expect(runMigrations(database.handle, join(folder, 'nowhere'))).rejects.toThrow(
      /migration failed/i,
    );
  });
});
