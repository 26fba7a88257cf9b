import { randomBytes } from 'node:crypto';
import { zRegisterData } from '@hearth/domain/registration/register-data';
import { describe, expect, it } from 'vitest';
import { encryptPii } from '../lib/pii.ts';
import { APPLICANT_NAME_COLUMN } from '../modules/application/stored-application.ts';
import { decryptJsonColumn, type EncryptedJsonColumn, encryptJsonColumn } from './encrypted-json.ts';
import { StoredDataError } from './stored-data-error.ts';

const KEY = randomBytes(32);
const DRAFT_DATA: EncryptedJsonColumn<unknown> = {
  table: 'register_drafts',
  column: 'dataEncrypted',
  schema: zRegisterData,
};
const NAME = { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null };

/** Each encrypted JSON column: values that fit its schema, and plaintexts that do not. */
const COLUMNS: [column: EncryptedJsonColumn<unknown>, valid: unknown[], malformed: [string, string][]][] = [
  [
    APPLICANT_NAME_COLUMN as EncryptedJsonColumn<unknown>,
    [NAME, { ...NAME, middleName: 'King', suffix: 'Jr.' }],
    [
      ['a name without its last part', JSON.stringify({ firstName: 'Ada', middleName: null, suffix: null })],
      ['a number for a name', JSON.stringify({ ...NAME, firstName: 7 })],
      ['a bare string', JSON.stringify('Ada Lovelace')],
      ['text that is not JSON', 'Ada Lovelace'],
    ],
  ],
  [
    DRAFT_DATA,
    [{}, { name: { firstName: 'Ada' }, dob: { year: 1980 }, consents: { termPrivacyConsent: true } }],
    [
      ['an unknown occupancy', JSON.stringify({ propertyAddress: { occupancyType: 'CASTLE' } })],
      ['a list', '[]'],
      ['text that is not JSON', '{"name":'],
    ],
  ],
];

const validCases = COLUMNS.flatMap(([column, valid]) =>
  valid.map((value) => [column.column, column, value] as const),
);
const malformedCases = COLUMNS.flatMap(([column, , malformed]) =>
  malformed.map(([label, plaintext]) => [column.column, label, column, plaintext] as const),
);

describe('encrypted JSON columns', () => {
  it.each(validCases)(
    '%s: a value that fits is encrypted and read back as it was',
    (_name, column, value) => {
      const ciphertext = encryptJsonColumn(column, value, KEY);
      expect(ciphertext).toMatch(/^v1\./);
      expect(decryptJsonColumn(column, ciphertext, KEY, 'row-1')).toEqual(value);
    },
  );

  it.each(malformedCases)(
    '%s: %s is refused on read, naming the column and not the value',
    (name, _label, column, plaintext) => {
      const read = () => decryptJsonColumn(column, encryptPii(plaintext, KEY), KEY, 'row-1');
      expect(read).toThrow(StoredDataError);
      expect(read).toThrow(`${column.table}.${name} of row-1 is malformed (read)`);
      expect(read).not.toThrow(/Ada|Lovelace|CASTLE/);
    },
  );

  it.each(malformedCases.filter(([, label]) => label !== 'text that is not JSON'))(
    '%s: %s is refused on write',
    (name, _label, column, plaintext) => {
      expect(() => encryptJsonColumn(column, JSON.parse(plaintext), KEY)).toThrow(
        `${column.table}.${name} is malformed (write)`,
      );
    },
  );
});
