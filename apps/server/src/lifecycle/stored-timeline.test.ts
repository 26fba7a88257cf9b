import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithIdentity } from '../../test/use-test-database.ts';
import { StoredDataError } from '../db/stored-data-error.ts';
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
  const database = useTestDatabaseWithIdentity('stored-timeline@example.com');

  async function moveToRequalify(detail: Record<string, unknown>) {
    const application = await insertApplicationAt(database.db, database.identityUuid, 'NAV_BPO_REVIEW');
    return transitionApplication(database.db, {
      uuid: application.uuid,
      event: 'VALUATION_BELOW_OFFER',
      actor: 'OPS',
      actorId: 'staff-1',
      detail: detail as never,
    }).then(() => application.uuid);
  }

  it('a malformed detail stored in the row is refused on read, naming the column', async () => {
    const uuid = await moveToRequalify({ homeValue: 400_000 });
    expect(await findLatestMoveDetail(database.db, uuid, 'CLTV_LIEN_POSITION_REQUALIFY')).toEqual({
      homeValue: 400_000,
    });
    await database.db.execute(
      sql`update application_timeline set detail = '[400000]'::jsonb where application_uuid = ${uuid}`,
    );
    const [row] = await readTimelineRows(database.db, uuid);
    for (const read of [
      readTimeline(database.db, uuid),
      findLatestMoveDetail(database.db, uuid, 'CLTV_LIEN_POSITION_REQUALIFY'),
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
