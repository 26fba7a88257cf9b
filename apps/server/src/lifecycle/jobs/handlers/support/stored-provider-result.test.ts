import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabaseWithIdentity } from '../../../../../test/use-test-database.ts';
import { StoredDataError } from '../../../../db/stored-data-error.ts';
import { insertApplicationAt } from '../../../lifecycle-test-support.ts';
import {
  findLatestProviderResult,
  type ProviderResultKind,
  parseProviderResult,
  saveProviderResult,
} from './provider-results.repository.ts';
import { PROVIDER_RESULT_SCHEMAS } from './stored-provider-result.ts';

const ADDRESS = { street1: '1 Alder St', street2: null, city: 'Portland', state: 'OR', zip: '97205' };
const PROPERTY = {
  propertyId: 'p-1',
  address: ADDRESS,
  county: 'Multnomah',
  propertyType: 'SINGLE_FAMILY',
  yearBuilt: 1962,
  livingAreaSqft: 1800,
  lastTransferDate: null,
};
const REPORT = {
  reportId: 'r-1',
  kind: 'SOFT',
  score: 742,
  tradelines: [
    { creditor: 'Bank', type: 'MORTGAGE', balance: 200_000, monthlyPayment: 1_400, status: 'CURRENT' },
  ],
  monthlyDebt: 1_400,
  hasSeriousDelinquency: false,
  fraudAlert: false,
  applicantIsMinor: false,
};

/** Each kind: results as providers answer them, and ones that do not fit the kind. */
const KINDS: [kind: ProviderResultKind, valid: unknown[], malformed: unknown[]][] = [
  [
    'SOFT_CREDIT',
    [{ outcome: 'MATCH', report: REPORT }, { outcome: 'NO_MATCH' }, { outcome: 'FROZEN', pinRequired: true }],
    [{ outcome: 'MATCH' }, { outcome: 'LOST' }, { outcome: 'MATCH', report: { ...REPORT, score: '742' } }],
  ],
  ['HARD_CREDIT', [{ outcome: 'ERROR', reason: 'timeout' }], [{ outcome: 'ERROR' }]],
  [
    'PROPERTY',
    [
      { outcome: 'FOUND', property: PROPERTY },
      { outcome: 'MULTIPLE', candidates: [PROPERTY] },
    ],
    [{ outcome: 'FOUND' }, { outcome: 'FOUND', property: { ...PROPERTY, propertyType: 'CASTLE' } }],
  ],
  [
    'AVM',
    [
      {
        outcome: 'VALUED',
        value: 500_000,
        confidenceScore: 88,
        valuationDate: '2026-03-01',
        requiredValuation: null,
      },
      { outcome: 'NO_AVM', requiredValuation: 'BPO' },
    ],
    [
      { outcome: 'VALUED', value: '500000' },
      { outcome: 'NO_AVM', requiredValuation: 'APPRAISAL' },
    ],
  ],
  [
    'LIENS',
    [
      {
        liens: [
          {
            position: 1,
            holder: 'Bank',
            type: 'MORTGAGE',
            balance: 1,
            monthlyPayment: 1,
            payOffStatus: null,
          },
        ],
        totalBalance: 1,
        newLienPosition: 2,
        needsBorrowerConfirmation: false,
        titlePrequalReview: false,
      },
    ],
    [{ liens: [], totalBalance: 0 }],
  ],
  ['STATED_INCOME', [{ usableMonthlyIncome: 8_000 }], [{ usableMonthlyIncome: 8_000, subDecision: 'MAYBE' }]],
  [
    'INCOME_LOGIN',
    [
      {
        kind: 'BANK',
        linkId: 'l-1',
        institutionId: 'i-1',
        institutionName: null,
        accounts: [{ accountId: 'a', name: 'Checking', type: 'CHECKING', mask: '1234' }],
      },
    ],
    [{ linkId: 'l-1', accounts: [] }],
  ],
  ['INCOME_LINK', [{ linkId: 'l-1', institutionId: 'i-1', masks: ['1234'] }], [{ linkId: 'l-1' }]],
  [
    'INCOME_VERIFICATION',
    [{ outcome: 'VERIFIED', verifiedAnnualIncome: 120_000, source: 'TRUV_PAYROLL' }],
    [{ outcome: 'VERIFIED', verifiedAnnualIncome: 120_000, source: 'GUESS' }],
  ],
  ['BANK_ACCOUNT_VERIFICATION', [{ status: 'VERIFIED', mask: '6789' }], [{ status: 'VERIFIED' }]],
  ['ID_VERIFICATION', [{ outcome: 'REJECTED', reasons: ['blurry'] }], [{ outcome: 'REJECTED' }]],
  [
    'UNDERWRITING',
    [
      { event: 'OFFERS_READY', declineReasons: [] },
      { event: 'DECLINED', declineReasons: ['DTI_TOO_HIGH'] },
    ],
    [{ event: 'DECLINED', declineReasons: ['BAD_LUCK'] }],
  ],
  [
    'VENDOR_ORDER',
    [
      { vendor: 'TITLE', vendorReference: 'T-1' },
      { vendor: 'FUNDING', vendorReference: 'F-1', amount: 85_000 },
      { vendor: 'E_NOTARY', vendorReference: 'E-1', joinUrl: 'https://notary.example/s/E-1' },
      { vendor: 'BPO', vendorReference: 'B-1', orderedAt: '2026-03-01T10:00:00.000Z', condition: null },
      {
        vendor: 'ONSITE_APPRAISAL',
        vendorReference: 'A-1',
        orderedAt: '2026-03-01T10:00:00.000Z',
        feePaid: 500,
        accountMask: '6789',
      },
    ],
    [
      { vendor: 'TITLE' },
      { vendor: 'PIZZA', vendorReference: 'P-1' },
      { vendor: 'FUNDING', vendorReference: 'F-1' },
    ],
  ],
];

describe('provider_results.result (schemas)', () => {
  it('has a row for every kind', () => {
    expect(KINDS.map(([kind]) => kind).sort()).toEqual(Object.keys(PROVIDER_RESULT_SCHEMAS).sort());
  });

  const valid = KINDS.flatMap(([kind, values]) =>
    values.map((value, index) => [kind, index, value] as const),
  );
  const malformed = KINDS.flatMap(([kind, , values]) =>
    values.map((value, index) => [kind, index, value] as const),
  );

  it.each(valid)('%s: result %i is read and written as it is', (kind, _index, result) => {
    expect(parseProviderResult(kind, result, 'read', 'r1')).toEqual(result);
    expect(parseProviderResult(kind, result, 'write')).toEqual(result);
  });

  it.each(malformed)('%s: malformed result %i is refused on read and on write', (kind, _index, result) => {
    expect(() => parseProviderResult(kind, result, 'read', 'r1')).toThrow(
      'provider_results.result of r1 is malformed (read)',
    );
    expect(() => parseProviderResult(kind, result, 'write')).toThrow(
      'provider_results.result is malformed (write)',
    );
  });
});

describe(`provider_results on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const database = useTestDatabaseWithIdentity('stored-provider@example.com');
  let applicationUuid: string;

  beforeAll(async () => {
    applicationUuid = (await insertApplicationAt(database.db, database.identityUuid, 'HMDA')).uuid;
  });

  it('a result that does not fit its kind, stored in the row, is refused on read naming the column', async () => {
    await saveProviderResult(database.db, {
      applicationUuid,
      kind: 'AVM',
      provider: 'sandbox',
      result: { outcome: 'NO_AVM', requiredValuation: null },
    });
    expect(await findLatestProviderResult(database.db, applicationUuid, 'AVM')).toEqual({
      outcome: 'NO_AVM',
      requiredValuation: null,
    });
    const uuid = randomUUID();
    await database.db.execute(sql`insert into provider_results (uuid, application_uuid, kind, provider, result, created_at)
      values (${uuid}, ${applicationUuid}, 'AVM', 'sandbox', '{"outcome":"VALUED","value":"a lot"}'::jsonb, now() + interval '1 minute')`);
    const read = findLatestProviderResult(database.db, applicationUuid, 'AVM');
    await expect(read).rejects.toThrow(StoredDataError);
    await expect(read).rejects.toThrow(`provider_results.result of ${uuid} is malformed (read)`);
  });

  it('a result that does not fit its kind is refused on write, and nothing is written', async () => {
    const write = saveProviderResult(database.db, {
      applicationUuid,
      kind: 'ID_VERIFICATION',
      provider: 'sandbox',
      result: { outcome: 'MAYBE' } as never,
    });
    await expect(write).rejects.toThrow('provider_results.result is malformed (write)');
    expect(await findLatestProviderResult(database.db, applicationUuid, 'ID_VERIFICATION')).toBeUndefined();
  });
});
