import { createHash } from 'node:crypto';

/** The `prev_hash` of the first row of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * One row as the chain sees it, every field as text exactly as the database renders it: the
 * payload as `details::text` (jsonb's normal form) and the time as UTC with microseconds. The
 * migration's `audit_event_hash` SQL function encodes the same fields the same way.
 */
export interface ChainedAuditRow {
  seq: number;
  uuid: string;
  action: string;
  actorType: string;
  actorUuid: string | null;
  entityType: string;
  entityUuid: string | null;
  detailsText: string;
  ip: string | null;
  /** `YYYY-MM-DDTHH:MM:SS.uuuuuuZ` */
  occurredAt: string;
  prevHash: string;
  hash: string;
}

/** Each field as `<byte length>:<text>;`, a null as `-;`: no two rows encode alike. */
function field(value: string | null): string {
  return value === null ? '-;' : `${Buffer.byteLength(value, 'utf8')}:${value};`;
}

/** SHA-256 (hex) of the row's canonical encoding chained to the hash before it. */
export function hashAuditRow(prevHash: string, row: Omit<ChainedAuditRow, 'prevHash' | 'hash'>): string {
  const encoded = [
    prevHash,
    String(row.seq),
    row.uuid,
    row.action,
    row.actorType,
    row.actorUuid,
    row.entityType,
    row.entityUuid,
    row.detailsText,
    row.ip,
    row.occurredAt,
  ]
    .map(field)
    .join('');
  return createHash('sha256').update(`hearth-audit-v1;${encoded}`, 'utf8').digest('hex');
}

export type ChainVerdict =
  | { ok: true; count: number; lastHash: string }
  | { ok: false; count: number; seq: number; reason: string };

/**
 * Walks rows in `seq` order from the first: every `seq` follows the one before it, every
 * `prev_hash` is the previous row's hash, every hash is the row's own. The first broken link is
 * named; a changed field, a deleted or inserted row and a reordering each break one. Feed it rows
 * with `check` (null while the chain holds), then read `verdict`.
 */
export function createChainVerifier() {
  let previousHash = GENESIS_HASH;
  let count = 0;
  let broken: ChainVerdict | null = null;
  return {
    check(row: ChainedAuditRow): ChainVerdict | null {
      if (broken) {
        return broken;
      }
      const expectedSeq = count + 1;
      let reason: string | null = null;
      if (row.seq !== expectedSeq) {
        reason = `expected seq ${expectedSeq}: a row is missing or out of order`;
      } else if (row.prevHash !== previousHash) {
        reason = 'prev_hash is not the previous row’s hash';
      } else if (hashAuditRow(row.prevHash, row) !== row.hash) {
        reason = 'hash does not match the row: it was changed';
      }
      if (reason) {
        broken = { ok: false, count, seq: row.seq, reason };
        return broken;
      }
      previousHash = row.hash;
      count += 1;
      return null;
    },
    verdict(): ChainVerdict {
      return broken ?? { ok: true, count, lastHash: previousHash };
    },
  };
}

export function verifyChainRows(rows: Iterable<ChainedAuditRow>): ChainVerdict {
  const verifier = createChainVerifier();
  for (const row of rows) {
    if (verifier.check(row)) {
      break;
    }
  }
  return verifier.verdict();
}
