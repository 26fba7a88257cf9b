import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerResults } from '../../db/schema/provider-results.ts';
import { parseProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import type { CreditPullResult } from '../../providers/credit-bureau-provider.ts';

/** The latest pull of a kind, with when it was kept (the date of the report the notice cites). */
export async function findLatestCreditPull(
  db: Db,
  applicationUuid: string,
  kind: 'SOFT_CREDIT' | 'HARD_CREDIT',
): Promise<{ result: CreditPullResult; at: Date } | undefined> {
  const [row] = await db
    .select({ uuid: providerResults.uuid, result: providerResults.result, at: providerResults.createdAt })
    .from(providerResults)
    .where(and(eq(providerResults.applicationUuid, applicationUuid), eq(providerResults.kind, kind)))
    .orderBy(desc(providerResults.createdAt))
    .limit(1);
  return row ? { result: parseProviderResult(kind, row.result, 'read', row.uuid), at: row.at } : undefined;
}
