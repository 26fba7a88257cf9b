import { z } from 'zod';

/** What the server's upload check accepts (007 `storeUpload`: magic bytes and size). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif';

export const UPLOAD_MESSAGES = {
  required: 'Please choose a file',
  tooLarge: 'The file must be 10 MB or smaller',
  wrongType: 'Please choose a PDF, JPG, PNG or HEIC file',
} as const;

function isAccepted(file: File, accept: string): boolean {
  return file.type === '' || accept.split(',').includes(file.type);
}

/** A chosen file: present, small enough and of an accepted type. */
export function zChosenFile(accept = UPLOAD_ACCEPT) {
  return z
    .custom<File | null>((value) => value === null || value instanceof File, UPLOAD_MESSAGES.required)
    .refine((file): file is File => file instanceof File, UPLOAD_MESSAGES.required)
    .refine((file) => !(file instanceof File) || file.size <= UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.tooLarge)
    .refine((file) => !(file instanceof File) || isAccepted(file, accept), UPLOAD_MESSAGES.wrongType);
}
