import type { DocumentType } from '@hearth/domain/enums/document-type';
import type { IdType } from '@hearth/domain/enums/id-type';
import type { SignerIdentityResult } from '@hearth/domain/signer/signer-application';
import type { Db } from '../../db/client.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { generateDocument } from '../documents/generate-document.ts';
import type { IdDocumentHolder } from '../identity-documents/identity-documents.service.ts';
import {
  describeSigner,
  listSignerDocumentRows,
  type SignerCaller,
  withSignerForUpdate,
} from './signer-access.ts';
import { type CoDeeder, replaceSigner } from './signer-records.ts';

/**
 * What an owner on title signs before the deed goes to the notary: the deed of trust that pledges
 * the home they own, and the notice of their own right to cancel (Reg Z 1026.15: every owner).
 */
export const SIGNER_DOCUMENT_TYPES: readonly DocumentType[] = ['DEED_OF_TRUST', 'NOTICE_OF_RIGHT_TO_CANCEL'];

/** The signer's copies, generated once, while the co-deed step waits for them. */
async function ensureSignerDocuments(
  tx: Db,
  application: ApplicationRecord,
  signer: CoDeeder,
  storage: DocumentStorage,
) {
  if ((signer.documentUuids ?? []).length > 0 || application.serverStep !== 'CO_DEED_REQ') {
    return signer.documentUuids ?? [];
  }
  const at = await now(tx);
  const uuids: string[] = [];
  for (const type of SIGNER_DOCUMENT_TYPES) {
    uuids.push((await generateDocument(tx, application, type, { now: at, storage })).uuid);
  }
  return uuids;
}

/**
 * `POST …/heloc/signer/{uuid}/identity/documents` (the borrower's ID call, for the signer): the
 * newest set is the signer's ID, kept on their helocSigners entry and audited. The first upload at
 * CO_DEED_REQ prepares the documents they will sign.
 */
export function signerIdHolder(
  caller: SignerCaller,
  idType: IdType,
  piiKey: Buffer,
  storage: DocumentStorage,
): IdDocumentHolder<SignerIdentityResult> {
  return {
    withStoredSides: (db, store) =>
      withSignerForUpdate(db, caller, async (tx, application, signer) => {
        const stored = await store(tx, application.uuid);
        const next: CoDeeder = {
          ...signer,
          identityDocumentUuids: stored.map((document) => document.uuid),
          documentUuids: await ensureSignerDocuments(tx, application, signer, storage),
        };
        const updated = await updateApplication(tx, application.uuid, {
          helocSigners: replaceSigner(application, next),
        });
        await appendAudit(tx, {
          action: 'signer.identity-uploaded',
          actor: { type: 'signer', uuid: caller.identityUuid },
          entityUuid: application.uuid,
          payload: { signerUuid: signer.uuid, idType, documentUuids: next.identityDocumentUuids ?? [] },
        });
        const documents = await listSignerDocumentRows(tx, updated, next);
        return { documents: stored, signer: describeSigner(updated, next, documents, piiKey) };
      }),
  };
}
