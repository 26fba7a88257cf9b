import { zDocumentType } from '@hearth/domain/enums/document-type';
import { z } from 'zod';
import { DOCUMENT_STATUSES } from './document.repository.ts';

export const zDocumentParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
  documentUuid: z.uuid({ message: 'Not a valid document uuid' }),
});

/** One document of the application as the borrower sees it: no storage names, no hashes, no IPs. */
export const zDocumentSummary = z.object({
  uuid: z.uuid(),
  type: zDocumentType,
  status: z.enum(DOCUMENT_STATUSES),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  createdDate: z.iso.datetime(),
  signed: z.boolean(),
  signedDate: z.iso.datetime().nullable(),
  /** A generated document not yet signed: the borrower still has to sign it. */
  signable: z.boolean(),
});
export type DocumentSummary = z.infer<typeof zDocumentSummary>;

export const zDocumentList = z.array(zDocumentSummary);

/** The bytes (PDF or image) of the document, the signed copy once signed. */
export const zDocumentBytes = z
  .any()
  .describe('The file: application/pdf, image/jpeg, image/png or image/heic');
