import { AppError } from '@hearth/domain/errors/app-error';

export const TYPED_SIGNATURE_MESSAGE = 'Type your full name to sign (up to 100 characters)';
export const DRAWN_SIGNATURE_MESSAGE = 'The drawn signature must be a PNG image of at most 512 KB';

const MAX_TYPED_LENGTH = 100;
const MAX_PNG_BYTES = 512 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function validateTypedSignature(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > MAX_TYPED_LENGTH) {
    throw new AppError('VALIDATION', [TYPED_SIGNATURE_MESSAGE]);
  }
  return trimmed;
}

/** Accepts raw base64 or a `data:image/png;base64,` URL (what a canvas gives); checks the PNG signature. */
export function decodeSignaturePng(pngBase64: string): Uint8Array {
  const payload = pngBase64.replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length > Math.ceil((MAX_PNG_BYTES * 4) / 3) + 4) {
    throw new AppError('VALIDATION', [DRAWN_SIGNATURE_MESSAGE]);
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_PNG_BYTES || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    throw new AppError('VALIDATION', [DRAWN_SIGNATURE_MESSAGE]);
  }
  return bytes;
}
