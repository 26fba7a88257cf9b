import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { providerResults } from '../../../../db/schema/provider-results.ts';
import { StoredDataError } from '../../../../db/stored-data-error.ts';
import {
  PROVIDER_RESULT_SCHEMAS,
  type ProviderResultKind,
  type ProviderResultOf,
} from './stored-provider-result.ts';

export type { ProviderResultKind, ProviderResultOf } from './stored-provider-result.ts';

/** `result` parsed with the schema of its kind; a value that does not fit raises StoredDataError. */
export function parseProviderResult<K extends ProviderResultKind>(
  kind: K,
  result: unknown,
  direction: 'read' | 'write',
  rowId?: string,
): ProviderResultOf<K> {
  const schema: z.ZodType = PROVIDER_RESULT_SCHEMAS[kind];
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    throw new StoredDataError('provider_results', 'result', direction, parsed.error, rowId);
  }
  // The schema is the kind's own: what it parsed is that kind's result.
  return parsed.data as ProviderResultOf<K>;
}

export async function saveProviderResult<K extends ProviderResultKind>(
  db: Db,
  row: { applicationUuid: string; kind: K; provider: string; result: ProviderResultOf<K> },
): Promise<void> {
  const result = parseProviderResult(row.kind, row.result, 'write');
  // Wall time, not now(): several answers in one transaction must still order.
  await db.insert(providerResults).values({ ...row, result, createdAt: new Date() });
}

/** The latest answer of a kind for the application, or undefined. */
export async function findLatestProviderResult<K extends ProviderResultKind>(
  db: Db,
  applicationUuid: string,
  kind: K,
): Promise<ProviderResultOf<K> | undefined> {
  const [row] = await db
    .select({ uuid: providerResults.uuid, result: providerResults.result })
    .from(providerResults)
    .where(and(eq(providerResults.applicationUuid, applicationUuid), eq(providerResults.kind, kind)))
    .orderBy(desc(providerResults.createdAt))
    .limit(1);
  return row && parseProviderResult(kind, row.result, 'read', row.uuid);
}

/** The latest answer of each of `kinds` for the application, in one query; a kind never kept is absent. */
export async function findLatestProviderResults<K extends ProviderResultKind>(
  db: Db,
  applicationUuid: string,
  kinds: readonly K[],
): Promise<{ [Kind in K]?: ProviderResultOf<Kind> }> {
  const rows = await db
    .selectDistinctOn([providerResults.kind], {
      uuid: providerResults.uuid,
      kind: providerResults.kind,
      result: providerResults.result,
    })
    .from(providerResults)
    .where(
      and(eq(providerResults.applicationUuid, applicationUuid), inArray(providerResults.kind, [...kinds])),
    )
    .orderBy(asc(providerResults.kind), desc(providerResults.createdAt));
  const latest: { [Kind in K]?: ProviderResultOf<Kind> } = {};
  for (const row of rows) {
    const kind = row.kind as K;
    latest[kind] = parseProviderResult(kind, row.result, 'read', row.uuid);
  }
  return latest;
}
