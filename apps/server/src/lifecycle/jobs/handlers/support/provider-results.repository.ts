import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { providerResults } from '../../../../db/schema/provider-results.ts';

/** The kinds of provider answer the step jobs keep (provider_results.kind). */
export type ProviderResultKind =
  | 'SOFT_CREDIT'
  | 'HARD_CREDIT'
  | 'PROPERTY'
  | 'AVM'
  | 'LIENS'
  | 'STATED_INCOME'
  | 'INCOME_LOGIN'
  | 'INCOME_LINK'
  | 'INCOME_VERIFICATION'
  | 'BANK_ACCOUNT_VERIFICATION'
  | 'ID_VERIFICATION'
  | 'UNDERWRITING'
  | 'VENDOR_ORDER';

export async function saveProviderResult(
  db: Db,
  row: { applicationUuid: string; kind: ProviderResultKind; provider: string; result: object },
): Promise<void> {
  // Wall time, not now(): several answers in one transaction must still order.
  await db
    .insert(providerResults)
    .values({ ...row, result: row.result as Record<string, unknown>, createdAt: new Date() });
}

/** The latest answer of a kind for the application, or undefined. */
export async function findLatestProviderResult<T>(
  db: Db,
  applicationUuid: string,
  kind: ProviderResultKind,
): Promise<T | undefined> {
  const [row] = await db
    .select({ result: providerResults.result })
    .from(providerResults)
    .where(and(eq(providerResults.applicationUuid, applicationUuid), eq(providerResults.kind, kind)))
    .orderBy(desc(providerResults.createdAt))
    .limit(1);
  return row?.result as T | undefined;
}
