import { VERIFIED_OFFER_SET as OFFER_SET } from '@hearth/domain/offers/test-offers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithIdentity } from '../../../test/use-test-database.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import { findApplicationForOwner } from './application.repository.ts';

const ADDRESS = { street1: '1 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701' };
const ACCOUNT = {
  uuid: '5b0f4c1e-1111-4aaa-8bbb-123456789abc',
  routingNumber: '021000021',
  accountNumberEncrypted: 'v1.iv.tag.ct',
  mask: '6789',
  accountType: 'CHECKING',
  source: 'MANUAL',
};

/** Each JSON column of heloc_applications: a value that fits it, and one that does not. */
const COLUMNS: [column: string, valid: unknown, malformed: unknown][] = [
  [
    'status',
    { checklistStatus: 'HMDA', bpo: 'BPO_REQUIRED', disclosures: { summaryComplete: true } },
    { bpo: 1 },
  ],
  ['propertyAddress', ADDRESS, { ...ADDRESS, zip: 78701 }],
  ['homeAddress', ADDRESS, { street1: '1 Main St' }],
  ['consents', ['SOFT_CREDIT', 'HARD_CREDIT'], 'SOFT_CREDIT'],
  ['utmParameters', { utm_source: 'mail' }, { utm_source: 5 }],
  ['submissionExtras', { publish: true, incomeCoDeeders: [12_000] }, { publish: 'yes', incomeCoDeeders: [] }],
  ['offerSet', OFFER_SET, { ...OFFER_SET, offers: 'none' }],
  [
    'selectedOffer',
    { type: 'FIXED', term: 10, amount: '150000.00', rate: '9.5', payoffPreference: null, payoffs: [] },
    { type: 'FIXED', term: '10', amount: 150_000 },
  ],
  [
    'incomeSources',
    [
      {
        source: 'PLAID',
        linkId: 'link-1',
        accounts: [{ accountId: 'a1', name: 'Checking', type: 'depository', mask: '1234' }],
      },
    ],
    [{ linkId: 'link-1' }],
  ],
  ['disburseAccount', ACCOUNT, { ...ACCOUNT, accountNumberEncrypted: '123456789' }],
  ['autopayAccount', ACCOUNT, { ...ACCOUNT, accountType: 'BROKERAGE' }],
  [
    'hmdaAnswers',
    {
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['WHITE'],
      sex: ['FEMALE'],
      collectedBy: 'ONLINE',
      submittedAt: '2026-03-01T10:00:00.000Z',
    },
    { ethnicity: ['MARTIAN'], race: [], sex: ['FEMALE'], collectedBy: 'ONLINE', submittedAt: 'yesterday' },
  ],
  ['insurance', { complete: true, documentUuid: 'd1', type: 'HOMEOWNERS' }, { complete: 'yes' }],
  ['assetDepletion', { complete: false, limitedOfferAcceptedAt: '2026-03-01T10:00:00.000Z' }, {}],
  [
    'helocSigners',
    [
      {
        identityUuid: null,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        role: 'CO_DEEDER',
        status: 'INVITED',
      },
    ],
    [{ firstName: 'Grace', role: 'NEIGHBOUR' }],
  ],
];

describe(`heloc_applications JSON columns on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const database = useTestDatabaseWithIdentity('stored-json@example.com');

  it('has a row for every JSON column of the table', () => {
    const jsonColumns = Object.entries(helocApplications)
      .filter(
        ([, column]) =>
          typeof column === 'object' && column !== null && Reflect.get(column, 'columnType') === 'PgJsonb',
      )
      .map(([name]) => name);
    expect(COLUMNS.map(([column]) => column).sort()).toEqual(jsonColumns.sort());
  });

  it.each(COLUMNS)('%s: a valid value is written and read back as it was', async (column, valid) => {
    const row = await insertApplicationAt(database.db, database.identityUuid, 'HMDA');
    await updateApplication(database.db, row.uuid, { [column]: valid } as never);
    const read = await findApplicationForOwner(database.db, row.uuid, database.identityUuid);
    expect(read?.[column as keyof typeof read]).toEqual(valid);
  });

  it.each(COLUMNS)(
    '%s: a malformed stored value is refused on read, naming the column',
    async (column, _valid, malformed) => {
      const row = await insertApplicationAt(database.db, database.identityUuid, 'HMDA');
      await database.db
        .update(helocApplications)
        .set({ [column]: malformed } as never)
        .where(eq(helocApplications.uuid, row.uuid));
      const read = findApplicationForOwner(database.db, row.uuid, database.identityUuid);
      await expect(read).rejects.toThrow(StoredDataError);
      await expect(read).rejects.toThrow(`heloc_applications.${column} of ${row.uuid} is malformed (read)`);
    },
  );

  it.each(COLUMNS)(
    '%s: a malformed value is refused on write, and nothing is written',
    async (column, _valid, malformed) => {
      const row = await insertApplicationAt(database.db, database.identityUuid, 'HMDA');
      const write = updateApplication(database.db, row.uuid, { [column]: malformed } as never);
      await expect(write).rejects.toThrow(`heloc_applications.${column} is malformed (write)`);
      const [stored] = await database.db
        .select()
        .from(helocApplications)
        .where(eq(helocApplications.uuid, row.uuid));
      expect(stored?.[column as keyof typeof stored]).toEqual(row[column as keyof typeof row]);
    },
  );
});
