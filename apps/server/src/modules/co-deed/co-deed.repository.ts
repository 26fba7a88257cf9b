import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities } from '../../db/schema/index.ts';

export async function findIdentityEmail(db: Db, identityUuid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: identities.email })
    .from(identities)
    .where(eq(identities.uuid, identityUuid))
    .limit(1);
  return row?.email;
}

/** The identity registered under `email` (case-insensitive, as registration stores it), if any. */
export async function findIdentityByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uuid: identities.uuid })
    .from(identities)
    .where(sql`lower(${identities.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.uuid;
}
