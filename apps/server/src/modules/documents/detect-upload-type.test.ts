import { AppError } from '@hearth/domain/errors/app-error';
import { describe, expect, it } from 'vitest';
import {
  detectUploadType,
  EMPTY_FILE_MESSAGE,
  mismatchMessage,
  UNSUPPORTED_FILE_MESSAGE,
} from './detect-upload-type.ts';
import { TINY_HEIC, TINY_JPEG, TINY_PDF, TINY_PNG } from './test/document-fixtures.ts';

const TEXT = Buffer.from('Just some text pretending to be a document.\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

async function refusal(filename: string, bytes: Buffer): Promise<AppError> {
  const error = await detectUploadType(filename, bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('detectUploadType: the file is what its content says, and its name agrees', () => {
  it.each([
    ['statement.pdf', TINY_PDF, 'application/pdf', 'pdf'],
    ['STATEMENT.PDF', TINY_PDF, 'application/pdf', 'pdf'],
    ['photo.jpg', TINY_JPEG, 'image/jpeg', 'jpg'],
    ['photo.jpeg', TINY_JPEG, 'image/jpeg', 'jpg'],
    ['scan.png', TINY_PNG, 'image/png', 'png'],
    ['IMG_0001.HEIC', TINY_HEIC, 'image/heic', 'heic'],
    ['no-extension', TINY_PNG, 'image/png', 'png'],
  ])('accepts %s', async (filename, bytes, mime, extension) => {
    await expect(detectUploadType(filename, bytes)).resolves.toEqual({ mime, extension });
  });

  it.each([
    ['a PNG named .pdf', 'paystub.pdf', TINY_PNG, mismatchMessage('paystub.pdf', 'image/png')],
    ['a PDF named .jpg', 'license.jpg', TINY_PDF, mismatchMessage('license.jpg', 'application/pdf')],
    ['text named .pdf', 'paystub.pdf', TEXT, mismatchMessage('paystub.pdf', 'not a PDF or an image')],
    ['text named .txt', 'notes.txt', TEXT, UNSUPPORTED_FILE_MESSAGE],
    ['a program named .png', 'cat.png', EXE, mismatchMessage('cat.png', 'application/x-msdownload')],
    ['a PNG named .exe', 'setup.exe', TINY_PNG, mismatchMessage('setup.exe', 'image/png')],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), EMPTY_FILE_MESSAGE],
  ])('refuses %s with a 400 that says why', async (_case, filename, bytes, message) => {
    const error = await refusal(filename, bytes);
    expect(error.status).toBe(400);
    expect(error.messages).toEqual([message]);
  });
});
