import { describe, expect, it } from 'vitest';
import { type ChainedAuditRow, GENESIS_HASH, hashAuditRow, verifyChainRows } from './audit-chain.ts';

function chain(count: number): ChainedAuditRow[] {
  const rows: ChainedAuditRow[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq += 1) {
    const fields = {
      seq,
      uuid: `00000000-0000-4000-8000-00000000000${seq}`,
      action: 'identity.logged-in',
      actorType: 'identity',
      actorUuid: '11111111-1111-4111-8111-111111111111',
      entityType: 'identity',
      entityUuid: '11111111-1111-4111-8111-111111111111',
      detailsText: seq === 2 ? '{"count": 2}' : '{}',
      ip: seq === 3 ? null : '203.0.113.7',
      occurredAt: `2026-01-0${seq}T10:00:00.000000Z`,
    };
    const hash = hashAuditRow(prevHash, fields);
    rows.push({ ...fields, prevHash, hash });
    prevHash = hash;
  }
  return rows;
}

const swap = <T>(rows: T[], a: number, b: number): T[] => {
  const copy = [...rows];
  [copy[a], copy[b]] = [copy[b] as T, copy[a] as T];
  return copy;
};

const cases: [
  string,
  ChainedAuditRow[],
  { ok: true; count: number } | { ok: false; seq: number; reason: RegExp },
][] = [
  ['an empty chain', [], { ok: true, count: 0 }],
  ['a fine chain', chain(4), { ok: true, count: 4 }],
  [
    'a tampered payload',
    chain(4).map((row) => (row.seq === 2 ? { ...row, detailsText: '{"count": 3}' } : row)),
    { ok: false, seq: 2, reason: /hash does not match/ },
  ],
  [
    'a tampered actor',
    chain(4).map((row) => (row.seq === 3 ? { ...row, actorUuid: null } : row)),
    { ok: false, seq: 3, reason: /hash does not match/ },
  ],
  [
    'a tampered row whose hash was recomputed',
    chain(4).map((row) =>
      row.seq === 2
        ? {
            ...row,
            action: 'identity.locked',
            hash: hashAuditRow(row.prevHash, { ...row, action: 'identity.locked' }),
          }
        : row,
    ),
    { ok: false, seq: 3, reason: /prev_hash/ },
  ],
  ['a deleted row', chain(4).filter((row) => row.seq !== 2), { ok: false, seq: 3, reason: /expected seq 2/ }],
  ['a deleted first row', chain(3).slice(1), { ok: false, seq: 2, reason: /expected seq 1/ }],
  ['reordered rows', swap(chain(4), 1, 2), { ok: false, seq: 3, reason: /expected seq 2/ }],
  [
    'reordered rows renumbered',
    swap(chain(4), 1, 2).map((row, index) => ({ ...row, seq: index + 1 })),
    { ok: false, seq: 2, reason: /prev_hash/ },
  ],
];

describe('the audit hash chain', () => {
  it.each(cases)('%s', (_name, rows, expected) => {
    expect(verifyChainRows(rows)).toMatchObject(expected);
  });

  it('tells a null from the text "-" and shifted fields apart', () => {
    const [row] = chain(1);
    if (!row) {
      throw new Error('no row');
    }
    expect(hashAuditRow(GENESIS_HASH, { ...row, ip: null })).not.toBe(
      hashAuditRow(GENESIS_HASH, { ...row, ip: '-' }),
    );
    expect(hashAuditRow(GENESIS_HASH, { ...row, action: 'a', actorType: 'bc' })).not.toBe(
      hashAuditRow(GENESIS_HASH, { ...row, action: 'ab', actorType: 'c' }),
    );
  });
});
