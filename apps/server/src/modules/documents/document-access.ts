import type { DocumentType } from '@hearth/domain/enums/document-type';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { readApplicationRow } from '../application/stored-application.ts';

/** APPLICANT: the borrower who applied. CO_OWNER: an owner on title who signs with them. */
export type DocumentReaderKind = 'APPLICANT' | 'CO_OWNER';

export interface DocumentReader {
  kind: DocumentReaderKind;
  /**
   * The co-owners' own documents (their ID images, the copies made for them to sign): theirs alone,
   * read through the signer calls, never through the application's document list.
   */
  signerDocumentUuids: ReadonlySet<string>;
}

/**
 * What an owner on title may read: the documents about the property and their own rights, never
 * the applicant's credit file (summary, disclosures, adverse action, uploads).
 */
const CO_OWNER_DOCUMENT_TYPES: ReadonlySet<string> = new Set<DocumentType>([
  'DEED_OF_TRUST',
  'NOTICE_OF_RIGHT_TO_CANCEL',
  'GLBA_NOTICE',
]);

export function canReadDocument(reader: DocumentReader, document: { uuid: string; type: string }): boolean {
  if (reader.signerDocumentUuids.has(document.uuid)) {
    return false;
  }
  return reader.kind === 'APPLICANT' || CO_OWNER_DOCUMENT_TYPES.has(document.type);
}

/**
 * How the caller may read the application's documents: as its applicant, as an owner on title (a
 * `helocSigners` entry with their identity), or not at all (undefined: "not found", no IDOR).
 */
export async function findDocumentReader(
  db: Db,
  applicationUuid: string,
  identityUuid: string,
): Promise<DocumentReader | undefined> {
  const signer = JSON.stringify([{ identityUuid }]);
  const rows = await db
    .select({ applicant: helocApplications.identityUuid, signers: helocApplications.helocSigners })
    .from(helocApplications)
    .where(
      and(
        eq(helocApplications.uuid, applicationUuid),
        or(
          eq(helocApplications.identityUuid, identityUuid),
          sql`${helocApplications.helocSigners} @> ${signer}::jsonb`,
        ),
      ),
    )
    .limit(1);
  const row = rows[0] && {
    ...rows[0],
    signers: readApplicationRow({ uuid: applicationUuid, helocSigners: rows[0].signers }).helocSigners,
  };
  if (!row) {
    return undefined;
  }
  const signerDocumentUuids = new Set(
    row.signers.flatMap((signer) => [
      ...(signer.identityDocumentUuids ?? []),
      ...(signer.documentUuids ?? []),
    ]),
  );
  return { kind: row.applicant === identityUuid ? 'APPLICANT' : 'CO_OWNER', signerDocumentUuids };
}
