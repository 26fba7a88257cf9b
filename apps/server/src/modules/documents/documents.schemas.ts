import { z } from 'zod';

export {
  type DocumentSummary,
  zDocumentList,
  zDocumentParams,
  zDocumentSummary,
} from '@hearth/domain/journey/documents';

/** The bytes (PDF or image) of the document, the signed copy once signed. */
export const zDocumentBytes = z
  .any()
  .describe('The file: application/pdf, image/jpeg, image/png or image/heic');
