import { zDocumentReviewStatus } from '@hearth/domain/conditions/document-review';
import { zDocumentType } from '@hearth/domain/enums/document-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { OpsDocument } from '@hearth/domain/ops/application-file';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { listApplicationConditionDocuments } from '../conditions/condition.repository.ts';
import {
  type DocumentStatus,
  findApplicationDocument,
  listDocuments,
} from '../documents/document.repository.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { buildSafeFilename } from '../documents/safe-filename.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { loadStaffApplication } from './application-file.service.ts';

type Upload = Awaited<ReturnType<typeof listApplicationConditionDocuments>>[number];

/** Who put a document in the file: Hearth generated it, the applicant or an owner on title uploaded it. */
function uploaderOf(
  application: ApplicationRow,
  document: { uuid: string; status: string },
  upload: Upload | undefined,
): OpsDocument['uploadedBy'] {
  const signerOf = (matches: (signer: ApplicationRow['helocSigners'][number]) => boolean) =>
    application.helocSigners.find((signer) => signer.role === 'CO_DEEDER' && matches(signer));
  const bySigner = upload
    ? signerOf((signer) => signer.identityUuid === upload.uploadedByIdentityUuid)
    : signerOf((signer) => signer.identityDocumentUuids?.includes(document.uuid) ?? false);
  if (bySigner) {
    return { kind: 'SIGNER', signerUuid: bySigner.uuid ?? null };
  }
  return { kind: document.status === 'UPLOADED' ? 'BORROWER' : 'LENDER', signerUuid: null };
}

/** Every document of the application, oldest first, with the condition each upload answers. */
export async function listFileDocuments(db: Db, application: ApplicationRow): Promise<OpsDocument[]> {
  const rows = await listDocuments(db, application.uuid);
  const uploads = new Map(
    (await listApplicationConditionDocuments(db, application.uuid)).map((upload) => [
      upload.documentUuid,
      upload,
    ]),
  );
  return rows.map((row) => {
    const upload = uploads.get(row.uuid);
    const signed = row.status === 'SIGNED' && row.signedSize !== null;
    return {
      uuid: row.uuid,
      type: zDocumentType.parse(row.type),
      status: row.status as DocumentStatus,
      filename: row.filename,
      contentType: row.mime,
      size: signed && row.signedSize !== null ? row.signedSize : row.size,
      uploadedAt: row.createdAt.toISOString(),
      signedAt: row.signedAt?.toISOString() ?? null,
      uploadedBy: uploaderOf(application, row, upload),
      condition: upload
        ? {
            uuid: upload.conditionUuid,
            title: upload.conditionTitle,
            review: zDocumentReviewStatus.parse(upload.reviewStatus),
            rejectionReason: upload.rejectionReason,
            reviewedAt: upload.reviewedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

export async function getFileDocuments(
  db: Db,
  staff: Pick<AuthenticatedStaff, 'orgCodes'>,
  uuid: string,
): Promise<OpsDocument[]> {
  const { application } = await loadStaffApplication(db, staff, uuid);
  return listFileDocuments(db, application);
}

export interface StaffDocumentFile {
  bytes: Buffer;
  contentType: string;
  /** A safe ASCII name for the Content-Disposition header. */
  filename: string;
}

/**
 * The file of one document (its signed copy once signed), decrypted from the documents store; the
 * view or download is audited before the bytes leave. 404 for another application's document.
 */
export async function readFileDocument(
  deps: { db: Db; storage: DocumentStorage },
  staff: Pick<AuthenticatedStaff, 'uuid' | 'orgCodes'>,
  params: { uuid: string; documentUuid: string },
  disposition: 'inline' | 'attachment',
): Promise<StaffDocumentFile> {
  const { application } = await loadStaffApplication(deps.db, staff, params.uuid);
  const row = await findApplicationDocument(deps.db, application.uuid, params.documentUuid);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const signedCopy = row.status === 'SIGNED' ? row.signedStorageKey : null;
  const bytes = await deps.storage.read(signedCopy ?? row.storageKey, deps.db);
  await appendAudit(deps.db, {
    action: disposition === 'inline' ? 'ops.document-viewed' : 'ops.document-downloaded',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: application.uuid,
    payload: { documentUuid: row.uuid, type: row.type },
  });
  const extension = row.filename.includes('.') ? (row.filename.split('.').pop() ?? 'pdf') : 'pdf';
  const base = row.filename.replace(/\.[A-Za-z0-9]+$/, '');
  return {
    bytes,
    contentType: row.mime,
    filename: buildSafeFilename([signedCopy ? `${base}-signed` : base], extension),
  };
}
