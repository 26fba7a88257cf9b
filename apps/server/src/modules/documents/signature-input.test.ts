import { AppError } from '@hearth/domain/errors/app-error';
import { describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE_MESSAGE,
  decodeSignaturePng,
  TYPED_SIGNATURE_MESSAGE,
  validateTypedSignature,
} from './signature-input.ts';
import { TINY_PNG, TINY_PNG_BASE64 } from './test/document-fixtures.ts';

describe('signature input', () => {
  it.each([
    ['  Ada   Lovelace ', 'Ada Lovelace'],
    ['A', 'A'],
    ['x'.repeat(100), 'x'.repeat(100)],
  ])('a typed signature %j is kept as %j', (input, expected) => {
    expect(validateTypedSignature(input)).toBe(expected);
  });

  it.each(['', '   ', 'x'.repeat(101)])('a typed signature %j is refused', (input) => {
    expect(() => validateTypedSignature(input)).toThrow(
      new AppError('VALIDATION', [TYPED_SIGNATURE_MESSAGE]),
    );
  });

  it.each([
    ['raw base64', TINY_PNG_BASE64],
    ['a canvas data URL', `data:image/png;base64,${TINY_PNG_BASE64}`],
  ])('a drawn signature as %s decodes to the PNG', (_case, input) => {
    expect(Buffer.from(decodeSignaturePng(input)).equals(TINY_PNG)).toBe(true);
  });

  it.each([
    ['not base64', 'not base64!'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]).toString('base64')],
    ['text', Buffer.from('hello world').toString('base64')],
    ['too large', Buffer.concat([TINY_PNG, Buffer.alloc(600 * 1024)]).toString('base64')],
  ])('a drawn signature that is %s is refused', (_case, input) => {
    expect(() => decodeSignaturePng(input)).toThrow(new AppError('VALIDATION', [DRAWN_SIGNATURE_MESSAGE]));
  });
});
