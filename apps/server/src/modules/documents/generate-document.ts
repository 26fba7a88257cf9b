import type { DocumentType } from '@hearth/domain/enums/document-type';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import {
  buildDocumentContent,
  documentLanguage,
  isGeneratedDocumentType,
} from './content/build-document-content.ts';
import { type DocumentRow, insertDocument } from './document.repository.ts';
import type { AdverseActionDetails, DocumentOfferTerms } from './document-data.ts';
import type { DocumentStorage } from './document-storage.ts';
import { loadDocumentData } from './load-document-data.ts';
import { renderPdf } from './pdf/render-pdf.ts';
import { buildSafeFilename } from './safe-filename.ts';
import { storeFileWithRow } from './store-file-with-row.ts';

export interface GenerateDocumentOptions {
  /** The document's date; defaults to now (pass the lifecycle clock's `now()`). */
  now?: Date;
  /** The selected offer, when the caller has more of it than the application row holds. */
  offer?: DocumentOfferTerms;
  /** ADVERSE_ACTION_NOTICE: the principal reasons and the credit score disclosure. */
  adverseAction?: AdverseActionDetails;
  /** NOTICE_OF_RIGHT_TO_CANCEL: the transaction date (yyyy-MM-dd); defaults to the document date. */
  transactionDate?: string;
  storage: DocumentStorage;
}

/**
 * Decision 007 seam: renders one document of the application as a PDF from the borrower's data,
 * stores it under a server-chosen name and records it (status GENERATED) in the caller's transaction.
 */
export async function generateDocument(
  tx: Db,
  application: ApplicationRow,
  type: DocumentType,
  options: GenerateDocumentOptions,
): Promise<DocumentRow> {
  if (!isGeneratedDocumentType(type)) {
    throw new Error(`${type} is not a document the server generates`);
  }
  const { storage } = options;
  const now = options.now ?? new Date();
  const data = await loadDocumentData(tx, application, {
    now,
    piiKey: storage.piiKey,
    offer: options.offer,
    adverseAction: options.adverseAction,
  });
  const content = buildDocumentContent(type, data, { transactionDate: options.transactionDate });
  const bytes = await renderPdf(
    content,
    {
      lenderName: data.lender.name,
      nmlsNumber: data.lender.nmlsNumber,
      lenderAddress: data.lender.address,
      loanNumber: application.loanNumber,
      language: documentLanguage(type, data),
    },
    now,
  );
  return storeFileWithRow(tx, storage, bytes, 'pdf', (file) =>
    insertDocument(tx, {
      applicationUuid: application.uuid,
      type,
      status: 'GENERATED',
      filename: buildSafeFilename([type.toLowerCase(), application.loanNumber], 'pdf'),
      mime: 'application/pdf',
      ...file,
      createdAt: now,
    }),
  );
}
