import type { Signature } from '@hearth/domain/journey/document-signing';
import {
  getDocumentPdfQueryOptions,
  getDocumentsQueryOptions,
  postSignDocument,
  type SignedDocument,
} from '../../lib/heloc-application.ts';

/** The borrower's own application documents (007 `P/documents`): the summary and the closing package. */
export function getBorrowerSigningCalls(uuid: string) {
  return {
    pdfQuery: (documentUuid: string) => getDocumentPdfQueryOptions(uuid, documentUuid),
    sign: (documentUuid: string, signature: Signature): Promise<SignedDocument> =>
      postSignDocument(uuid, documentUuid, signature),
    refreshKeys: [getDocumentsQueryOptions(uuid).queryKey],
  };
}
