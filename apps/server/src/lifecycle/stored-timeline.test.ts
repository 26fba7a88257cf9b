import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Db } from '../db/client.ts';
import { StoredDataError } from '../db/stored-data-error.ts';
import { insertIdentity } from '../modules/identity/identity.repository.ts';
import { findLatestMoveDetail } from '../modules/offers/offers.repository.ts';
import { insertApplicationAt, readTimelineRows } from './lifecycle-test-support.ts';
import { checkTimelineWrite, readTimelineRow } from './stored-timeline.ts';
import { readTimeline } from './timeline.ts';
import { transitionApplication } from './transition-application.ts';

const MALFORMED: [label: string, detail: unknown][] = [
  ['a list', ['BPO']],
  ['a string', 'BPO ordered'],
  ['a date', { at: new Date(0) }],
  ['a number JSON cannot hold', { homeValue: Number.NaN }],
  ['a function', { callback: () => 1 }],
];

describe('application_timeline.detail (schema)', () => {
  it.each([
    ['none', null],
    ['a flat object', { vendorReference: 'BPO-1', homeValue: 410_000 }],
    [
      'nested values',
      { declineReasons: ['CREDIT_SCORE'], order: { documents: 2, signed: true, note: null } },
    ],
  ])('%s is read and written as it is', (_label, detail) => {
    expect(readTimelineRow({ id: 1, detail })).toEqual({ id: 1, detail });
    expect(checkTimelineWrite({ detail })).toEqual({ detail });
  });

  it.each(MALFORMED)('%s is refused on read and on write', (_label, detail) => {
    expect(() => readTimelineRow({ id: 7, detail })).toThrow(
      'application_timeline.detail of 7 is malformed (read)',
    );
    expect(() => checkTimelineWrite({ detail })).toThrow('application_timeline.detail is malformed (write)');
  });
});

describe(`application_timeline JSON column on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: TestDatabase;
  let db: Db;
  let identityUuid: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    identityUuid = (
      await insertIdentity(db, {
        email: 'stored-timeline@example.com',
        passwordHash: 'x',
        organizationCode: 'hearth',
      })
    ).uuid;
  });
  afterAll(() => database.dispose());

  async function moveToRequalify(detail: Record<string, unknown>) {
    const application = await insertApplicationAt(db, identityUuid, 'NAV_BPO_REVIEW');
    return transitionApplication(db, {
      uuid: application.uuid,
      event: 'VALUATION_BELOW_OFFER',
      actor: 'OPS',
      actorId: 'staff-1',
      detail: detail as never,
    }).then(() => application.uuid);
  }

  it('a malformed detail stored in the row is refused on read, naming the column', async () => {
    const uuid = await moveToRequalify({ homeValue: 400_000 });
    expect(await findLatestMoveDetail(db, uuid, 'CLTV_LIEN_POSITION_REQUALIFY')).toEqual({
      homeValue: 400_000,
    });
    await db.execute(
      sql`update application_timeline set detail = '[400000]'::jsonb where application_uuid = ${uuid}`,
    );
    const [row] = await readTimelineRows(db, uuid);
    for (const read of [
      readTimeline(db, uuid),
      findLatestMoveDetail(db, uuid, 'CLTV_LIEN_POSITION_REQUALIFY'),
    ]) {
      await expect(read).rejects.toThrow(StoredDataError);
      await expect(read).rejects.toThrow(`application_timeline.detail of ${row?.id} is malformed (read)`);
    }
  });

  it('a malformed detail is refused on write, and the move does not happen', async () => {
    const move = moveToRequalify({ reviewedAt: new Date() });
    await expect(move).rejects.toThrow('application_timeline.detail is malformed (write)');
  });
});
