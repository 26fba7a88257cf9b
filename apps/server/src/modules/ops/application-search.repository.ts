import type { OpsApplicationQuery } from '@hearth/domain/ops/ops-bodies';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationConditions, helocApplications, identities, profiles } from '../../db/schema/index.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { readApplicationRow } from '../application/stored-application.ts';

export interface ApplicationSearchRow {
  application: ApplicationRow;
  email: string;
  lastName: string | null;
  openConditions: number;
}

/** `%` and `_` in a search term are literal characters, not wildcards. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const lastNameOf = sql<string | null>`(
  select ${profiles.lastName} from ${profiles}
  where ${profiles.identityUuid} = ${helocApplications.identityUuid}
  order by ${profiles.createdAt} limit 1)`;

const openConditionsOf = sql<number>`(
  select count(*)::int from ${applicationConditions}
  where ${applicationConditions.applicationUuid} = ${helocApplications.uuid}
  and ${applicationConditions.status} <> 'RESOLVED')`;

/**
 * What staff can search honestly: the loan number (prefix), the e-mail (substring) and the last
 * name (prefix, from the profile). Dates of birth and SSNs are encrypted and never searchable.
 */
function buildFilter(query: OpsApplicationQuery, lenders: readonly string[]): SQL | undefined {
  const term = query.q ? escapeLike(query.q) : undefined;
  return and(
    lenders.length > 0 ? inArray(helocApplications.organizationCode, [...lenders]) : undefined,
    query.step ? eq(helocApplications.serverStep, query.step) : undefined,
    query.org ? eq(helocApplications.organizationCode, query.org) : undefined,
    term
      ? or(
          ilike(helocApplications.loanNumber, `${term}%`),
          ilike(identities.email, `%${term}%`),
          sql`exists (select 1 from ${profiles} where ${profiles.identityUuid} = ${helocApplications.identityUuid}
            and ${profiles.lastName} ilike ${`${term}%`})`,
        )
      : undefined,
  );
}

/** One page of applications, newest first, and how many match in all; `lenders` empty = every lender. */
export async function searchApplications(
  db: Db,
  query: OpsApplicationQuery,
  lenders: readonly string[],
): Promise<{ rows: ApplicationSearchRow[]; total: number }> {
  const filter = buildFilter(query, lenders);
  const rows = await db
    .select({
      application: helocApplications,
      email: identities.email,
      lastName: lastNameOf,
      openConditions: openConditionsOf,
    })
    .from(helocApplications)
    .innerJoin(identities, eq(identities.uuid, helocApplications.identityUuid))
    .where(filter)
    .orderBy(desc(helocApplications.createdDate), desc(helocApplications.loanNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(helocApplications)
    .innerJoin(identities, eq(identities.uuid, helocApplications.identityUuid))
    .where(filter);
  return {
    rows: rows.map((row) => ({ ...row, application: readApplicationRow(row.application) })),
    total: totals?.total ?? 0,
  };
}

export async function findApplicationWithApplicant(
  db: Db,
  uuid: string,
): Promise<{ application: ApplicationRow; email: string } | undefined> {
  const rows = await db
    .select({ application: helocApplications, email: identities.email })
    .from(helocApplications)
    .innerJoin(identities, eq(identities.uuid, helocApplications.identityUuid))
    .where(eq(helocApplications.uuid, uuid))
    .limit(1);
  return rows[0] && { ...rows[0], application: readApplicationRow(rows[0].application) };
}

/** The lender of an application, or undefined when there is no such application. */
export async function findApplicationOrg(db: Db, uuid: string): Promise<string | undefined> {
  const rows = await db
    .select({ organizationCode: helocApplications.organizationCode })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid))
    .limit(1);
  return rows[0]?.organizationCode;
}
