import { zIdentityDocumentFields } from '@hearth/domain/journey/identity-documents';
import type { FastifyRequest } from 'fastify';
import { parseUploadFields, readUploadParts } from '../borrower-writes/read-upload-parts.ts';
import type { IdUpload } from './identity-documents.service.ts';

/** The multipart ID upload (`idType`, `front`, `back`), read before any transaction opens. */
export async function readIdUpload(request: FastifyRequest, maxBytes: number): Promise<IdUpload> {
  const parts = await readUploadParts(request, {
    fileFields: ['front', 'back'],
    textFields: ['idType'],
    maxBytes,
  });
  const { idType } = parseUploadFields(zIdentityDocumentFields, parts.fields);
  return { idType, front: parts.files.front, back: parts.files.back };
}
