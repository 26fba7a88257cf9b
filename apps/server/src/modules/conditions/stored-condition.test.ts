import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabaseWithIdentity } from '../../../test/use-test-database.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
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
  const database = useTestDatabaseWithIdentity('stored-condition@example.com');
  let applicationUuid: string;

  beforeAll(async () => {
    applicationUuid = (await insertApplicationAt(database.db, database.identityUuid, 'CONDITIONS')).uuid;
  });

  const condition = (documentTypes: unknown) => ({
    applicationUuid,
    category: 'INCOME',
    title: 'Paystubs',
    description: 'Your two latest paystubs',
    documentTypes: documentTypes as never,
  });

  it('a malformed document list stored in the row is refused on read, naming the column', async () => {
    const row = await insertCondition(database.db, condition(['USER_UPLOADED_PAYSTUB']));
    await database.db.execute(
      sql`update application_conditions set document_types = '["LOVE_LETTER"]'::jsonb where uuid = ${row.uuid}`,
    );
    for (const read of [
      listConditions(database.db, applicationUuid),
      listOpenConditions(database.db, [applicationUuid]),
    ]) {
      await expect(read).rejects.toThrow(StoredDataError);
      await expect(read).rejects.toThrow(
        `application_conditions.documentTypes of ${row.uuid} is malformed (read)`,
      );
    }
    await database.db.execute(sql`delete from application_conditions where uuid = ${row.uuid}`);
  });

  it('a malformed document list is refused on write, and nothing is written', async () => {
    const title = randomUUID();
    await expect(insertCondition(database.db, { ...condition(['LOVE_LETTER']), title })).rejects.toThrow(
      'application_conditions.documentTypes is malformed (write)',
    );
    expect((await listConditions(database.db, applicationUuid)).filter((row) => row.title === title)).toEqual(
      [],
    );
  });
});
