import { z } from 'zod';
import type { DocumentType } from '../enums/document-type.ts';
import { ID_TYPES, type IdType } from '../enums/id-type.ts';

/** Decision 007 `POST P/identity/documents` (multipart `idType`, `front`, `back?`). */
export const IDENTITY_MESSAGES = {
  idType: 'Please choose the type of ID you will upload',
  front: 'Please add a photo of the front of your ID',
  back: 'Please add a photo of the back of your ID',
  noBack: 'A passport has only its photo page: please send just the front',
} as const;

/** The ENM-015 document each side of an ID is stored as; a passport's photo page is its only side. */
export const ID_DOCUMENT_SIDES: Readonly<Record<IdType, { front: DocumentType; back: DocumentType | null }>> =
  {
    DRIVERS_LICENSE: { front: 'DRIVERS_LICENSE_FRONT', back: 'DRIVERS_LICENSE_BACK' },
    PASSPORT: { front: 'PASSPORT_FRONT', back: null },
    STATE_ID_CARD: { front: 'ID_CARD_FRONT', back: 'ID_CARD_BACK' },
    PERMANENT_RESIDENT_CARD: { front: 'PERMANENT_RESIDENT_FRONT', back: 'PERMANENT_RESIDENT_BACK' },
  };

export function needsBack(idType: IdType | ''): boolean {
  return idType !== '' && ID_DOCUMENT_SIDES[idType].back !== null;
}

export const zIdType = z.enum(ID_TYPES, { error: IDENTITY_MESSAGES.idType });

/** The multipart text fields; the image parts are checked by magic bytes on the server. */
export const zIdentityDocumentFields = z.strictObject({ idType: zIdType });

/** Which sides were sent against the sides the ID has: the messages to show, none when they match. */
export function findIdSideProblems(idType: IdType, sides: { front: boolean; back: boolean }): string[] {
  const problems: string[] = [];
  if (!sides.front) {
    problems.push(IDENTITY_MESSAGES.front);
  }
  if (needsBack(idType) && !sides.back) {
    problems.push(IDENTITY_MESSAGES.back);
  }
  if (!needsBack(idType) && sides.back) {
    problems.push(IDENTITY_MESSAGES.noBack);
  }
  return problems;
}

export const zIdentityDocumentsResult = z.strictObject({
  serverStep: z.string(),
  documents: z.array(z.strictObject({ uuid: z.uuid(), type: z.string() })),
});
export type IdentityDocumentsResult = z.infer<typeof zIdentityDocumentsResult>;
