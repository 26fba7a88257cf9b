import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerResults } from '../../db/schema/provider-results.ts';
import { parseProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import type { VendorOrderRecord } from '../../lifecycle/jobs/handlers/support/stored-provider-result.ts';

/** A valuation vendor order as kept in provider_results (kind VENDOR_ORDER, like the job handlers' orders). */
export type ValuationOrder = Extract<VendorOrderRecord, { vendor: 'BPO' | 'ONSITE_APPRAISAL' }>;

function isValuationOrder(order: VendorOrderRecord): order is ValuationOrder {
  return order.vendor === 'BPO' || order.vendor === 'ONSITE_APPRAISAL';
}

/** The latest BPO or appraisal order of the application (other vendor orders are not valuation). */
export async function findLatestValuationOrder(
  db: Db,
  applicationUuid: string,
): Promise<ValuationOrder | undefined> {
  const [row] = await db
    .select({ uuid: providerResults.uuid, result: providerResults.result })
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
  const order = row && parseProviderResult('VENDOR_ORDER', row.result, 'read', row.uuid);
  return order && isValuationOrder(order) ? order : undefined;
}
