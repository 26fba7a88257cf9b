import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerResults } from '../../db/schema/provider-results.ts';

/** A valuation vendor order as kept in provider_results (kind VENDOR_ORDER, like the job handlers' orders). */
export interface ValuationOrder {
  vendor: 'BPO' | 'ONSITE_APPRAISAL';
  vendorReference: string;
  orderedAt: string;
  condition?: Record<string, unknown> | null;
  feePaid?: number;
  accountMask?: string;
}

/** The latest BPO or appraisal order of the application (other vendor orders are not valuation). */
export async function findLatestValuationOrder(
  db: Db,
  applicationUuid: string,
): Promise<ValuationOrder | undefined> {
  const [row] = await db
    .select({ result: providerResults.result })
    .from(providerResults)
    .where(
      and(
        eq(providerResults.applicationUuid, applicationUuid),
        eq(providerResults.kind, 'VENDOR_ORDER'),
        sql`${providerResults.result}->>'vendor' in ('BPO', 'ONSITE_APPRAISAL')`,
      ),
    )
    .orderBy(desc(providerResults.createdAt))
    .limit(1);
  return row?.result as ValuationOrder | undefined;
}
