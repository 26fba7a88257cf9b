import { z } from 'zod';
import { zDocumentType } from '../enums/document-type.ts';

/** Where a stored document stands: generated for signing, uploaded by the borrower, or signed. */
export const DOCUMENT_STATUSES = ['GENERATED', 'UPLOADED', 'SIGNED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

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

/** `POST P/documents/{documentUuid}/sign`: the signed document and where the journey now stands. */
export const zSignedDocument = z.object({
  document: zDocumentSummary,
  stepCompleted: z.boolean(),
  serverStep: z.string(),
});
export type SignedDocument = z.infer<typeof zSignedDocument>;
