import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-database.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { insertIdentity } from '../identity/identity.repository.ts';
import { findProfileByIdentity, insertProfile, updatePhoneNumbers } from './profile.repository.ts';
import { checkProfileWrite, readProfileRow } from './stored-profile.ts';

const HOME = {
  uuid: randomUUID(),
  type: 'HOME',
  ownership: null,
  street1: '1 Main St',
  street2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

/** Each JSON column of profiles: a value that fits it, and ones that do not. */
const COLUMNS: [column: string, valid: unknown, malformed: unknown[]][] = [
  [
    'phoneNumbers',
    [{ type: 'MOBILE', number: '2125550123' }],
    [[{ type: 'MOBILE' }], [{ type: 'MOBILE', number: 2125550123 }], { type: 'MOBILE', number: '1' }],
  ],
  [
    'addresses',
    [HOME, { ...HOME, type: 'MAILING', ownership: 'SOLE', street2: 'Apt 2' }],
    [[{ ...HOME, zip: 78701 }], [{ street1: '1 Main St' }], [{ ...HOME, ownership: undefined }], HOME],
  ],
];

describe('profiles JSON columns (schemas)', () => {
  const cases = COLUMNS.flatMap(([column, _valid, malformed]) =>
    malformed.map((value, index) => [column, index, value] as const),
  );

  it.each(COLUMNS)('%s: a valid value is read and written as it is', (column, valid) => {
    expect(readProfileRow({ uuid: 'p1', [column]: valid })).toEqual({ uuid: 'p1', [column]: valid });
    expect(checkProfileWrite({ [column]: valid })).toEqual({ [column]: valid });
  });

  it.each(cases)('%s: malformed value %i is refused on read and on write', (column, _index, value) => {
    expect(() => readProfileRow({ uuid: 'p1', [column]: value })).toThrow(
      `profiles.${column} of p1 is malformed (read)`,
    );
    expect(() => checkProfileWrite({ [column]: value })).toThrow(`profiles.${column} is malformed (write)`);
  });
});

describe(`profiles JSON columns on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const database = useTestDatabase();

  async function insertBorrower() {
    const identity = await insertIdentity(database.db, {
      email: `${randomUUID()}@example.com`,
      passwordHash: 'x',
      organizationCode: 'hearth',
    });
    const profile = await insertProfile(database.db, {
      identityUuid: identity.uuid,
      email: 'stored-profile@example.com',
      phoneNumbers: [{ type: 'MOBILE', number: '2125550123' }],
      addresses: [HOME],
    });
    return { identityUuid: identity.uuid, profile };
  }

  it('reads back what was written', async () => {
    const { identityUuid, profile } = await insertBorrower();
    expect(await findProfileByIdentity(database.db, identityUuid)).toEqual(profile);
  });

  it.each([
    ['phone_numbers', 'phoneNumbers', `'[{"type":"MOBILE"}]'`],
    ['addresses', 'addresses', `'{"street1":"1 Main St"}'`],
  ])(
    'a malformed %s stored in the row is refused on read, naming the column',
    async (sqlColumn, column, value) => {
      const { identityUuid, profile } = await insertBorrower();
      await database.db.execute(
        sql.raw(`update profiles set ${sqlColumn} = ${value}::jsonb where uuid = '${profile.uuid}'`),
      );
      const read = findProfileByIdentity(database.db, identityUuid);
      await expect(read).rejects.toThrow(StoredDataError);
      await expect(read).rejects.toThrow(`profiles.${column} of ${profile.uuid} is malformed (read)`);
    },
  );

  it('a malformed phone number is refused on write, and nothing is written', async () => {
    const { identityUuid, profile } = await insertBorrower();
    await expect(
      updatePhoneNumbers(database.db, profile.uuid, [{ type: 'MOBILE' } as never]),
    ).rejects.toThrow('profiles.phoneNumbers is malformed (write)');
    expect((await findProfileByIdentity(database.db, identityUuid))?.phoneNumbers).toEqual(
      profile.phoneNumbers,
    );
  });
});
