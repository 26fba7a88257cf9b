import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithIdentity } from '../../../test/use-test-database.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { findIdempotencyKey, insertIdempotencyKey } from './create-heloc.repository.ts';
import { checkIdempotencyKeyWrite, readIdempotencyKeyRow } from './stored-idempotency-key.ts';

const CREATED = { uuid: '5b0f4c1e-1111-4aaa-8bbb-123456789abc', loanNumber: 'HE1234567' };

describe('application_idempotency_keys.response_body (schema)', () => {
  it('the created application is read and written as it is', () => {
    expect(readIdempotencyKeyRow({ identityUuid: 'i1', responseBody: CREATED })).toEqual({
      identityUuid: 'i1',
      responseBody: CREATED,
    });
    expect(checkIdempotencyKeyWrite({ responseBody: CREATED })).toEqual({ responseBody: CREATED });
  });

  it.each([
    ['no loan number', { uuid: CREATED.uuid }],
    ['a uuid that is not one', { ...CREATED, uuid: '42' }],
    ['an error answer', { errors: ['Something unexpected happened'] }],
    ['a string', 'created'],
  ])('%s is refused on read and on write', (_label, responseBody) => {
    expect(() => readIdempotencyKeyRow({ identityUuid: 'i1', responseBody })).toThrow(
      'application_idempotency_keys.responseBody of i1 is malformed (read)',
    );
    expect(() => checkIdempotencyKeyWrite({ responseBody })).toThrow(
      'application_idempotency_keys.responseBody is malformed (write)',
    );
  });
});

describe(`application_idempotency_keys on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const database = useTestDatabaseWithIdentity('stored-key@example.com');

  const key = (responseBody: unknown) => ({
    identityUuid: database.identityUuid,
    key: randomUUID(),
    requestHash: 'hash',
    statusCode: 201,
    responseBody: responseBody as never,
  });

  it('a malformed answer stored in the row is refused on read, naming the column', async () => {
    const row = key(CREATED);
    await insertIdempotencyKey(database.db, row);
    expect((await findIdempotencyKey(database.db, database.identityUuid, row.key))?.responseBody).toEqual(
      CREATED,
    );
    await database.db.execute(
      sql`update application_idempotency_keys set response_body = '{"uuid":"42"}'::jsonb where key = ${row.key}`,
    );
    const read = findIdempotencyKey(database.db, database.identityUuid, row.key);
    await expect(read).rejects.toThrow(StoredDataError);
    await expect(read).rejects.toThrow(
      `application_idempotency_keys.responseBody of ${database.identityUuid} is malformed (read)`,
    );
  });

  it('a malformed answer is refused on write, and nothing is written', async () => {
    const row = key({ uuid: CREATED.uuid });
    await expect(insertIdempotencyKey(database.db, row)).rejects.toThrow(
      'application_idempotency_keys.responseBody is malformed (write)',
    );
    expect(await findIdempotencyKey(database.db, database.identityUuid, row.key)).toBeUndefined();
  });
});
