import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Db } from '../../db/client.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { insertIdentity } from '../identity/identity.repository.ts';
import { listOpenConditions } from '../notifications/notifications.repository.ts';
import { insertCondition, listConditions } from './condition.repository.ts';
import { checkConditionWrite, readConditionRow } from './stored-condition.ts';

const MALFORMED: [label: string, value: unknown][] = [
  ['an unknown document type', ['LOVE_LETTER']],
  ['a type that is not a string', [3]],
  ['a single type, not a list', 'W2'],
  ['null', null],
];

describe('application_conditions.document_types (schema)', () => {
  it.each([[[]], [['USER_UPLOADED_PAYSTUB', 'W2']]])('%j is read and written as it is', (documentTypes) => {
    expect(readConditionRow({ uuid: 'c1', documentTypes })).toEqual({ uuid: 'c1', documentTypes });
    expect(checkConditionWrite({ documentTypes })).toEqual({ documentTypes });
  });

  it.each(MALFORMED)('%s is refused on read and on write', (_label, documentTypes) => {
    expect(() => readConditionRow({ uuid: 'c1', documentTypes })).toThrow(
      'application_conditions.documentTypes of c1 is malformed (read)',
    );
    expect(() => checkConditionWrite({ documentTypes })).toThrow(
      'application_conditions.documentTypes is malformed (write)',
    );
  });
});

describe(`application_conditions JSON column on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: TestDatabase;
  let db: Db;
  let applicationUuid: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    const identity = await insertIdentity(db, {
      email: 'stored-condition@example.com',
      passwordHash: 'x',
      organizationCode: 'hearth',
    });
    applicationUuid = (await insertApplicationAt(db, identity.uuid, 'CONDITIONS')).uuid;
  });
  afterAll(() => database.dispose());

  const condition = (documentTypes: unknown) => ({
    applicationUuid,
    category: 'INCOME',
    title: 'Paystubs',
    description: 'Your two latest paystubs',
    documentTypes: documentTypes as never,
  });

  it('a malformed document list stored in the row is refused on read, naming the column', async () => {
    const row = await insertCondition(db, condition(['USER_UPLOADED_PAYSTUB']));
    await db.execute(
      sql`update application_conditions set document_types = '["LOVE_LETTER"]'::jsonb where uuid = ${row.uuid}`,
    );
    for (const read of [listConditions(db, applicationUuid), listOpenConditions(db, [applicationUuid])]) {
      await expect(read).rejects.toThrow(StoredDataError);
      await expect(read).rejects.toThrow(
        `application_conditions.documentTypes of ${row.uuid} is malformed (read)`,
      );
    }
    await db.execute(sql`delete from application_conditions where uuid = ${row.uuid}`);
  });

  it('a malformed document list is refused on write, and nothing is written', async () => {
    const title = randomUUID();
    await expect(insertCondition(db, { ...condition(['LOVE_LETTER']), title })).rejects.toThrow(
      'application_conditions.documentTypes is malformed (write)',
    );
    expect((await listConditions(db, applicationUuid)).filter((row) => row.title === title)).toEqual([]);
  });
});
