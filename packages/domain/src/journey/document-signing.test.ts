import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  createSignatureFormSchema,
  SIGNING_MESSAGES as M,
  toSignature,
  zSignatureForm,
  zSignDocumentBody,
} from './document-signing.ts';

describe('KIT-019 zSignDocumentBody: signed only once read to the end', () => {
  it.each<[string, unknown, string[]]>([
    ['typed', { signature: { kind: 'TYPED', text: 'Pat Doe' }, reachedEnd: true }, []],
    ['drawn', { signature: { kind: 'DRAWN', pngBase64: 'iVBORw0KGgo=' }, reachedEnd: true }, []],
    [
      'not read to the end',
      { signature: { kind: 'TYPED', text: 'Pat Doe' }, reachedEnd: false },
      [M.reachedEnd],
    ],
    ['no reachedEnd', { signature: { kind: 'TYPED', text: 'Pat Doe' } }, [M.reachedEnd]],
    ['blank typed name', { signature: { kind: 'TYPED', text: '   ' }, reachedEnd: true }, [M.typedRequired]],
    [
      '101 characters',
      { signature: { kind: 'TYPED', text: 'a'.repeat(101) }, reachedEnd: true },
      [M.typedTooLong],
    ],
    ['empty drawing', { signature: { kind: 'DRAWN', pngBase64: '' }, reachedEnd: true }, [M.drawnRequired]],
    ['unknown kind', { signature: { kind: 'STAMP' }, reachedEnd: true }, [M.kindRequired]],
  ])('%s', (_case, body, messages) => {
    expect(collectMessages(zSignDocumentBody, body)).toEqual(messages);
  });

  it('trims the typed name', () => {
    const parsed = zSignDocumentBody.parse({
      signature: { kind: 'TYPED', text: ' Pat Doe ' },
      reachedEnd: true,
    });
    expect(parsed.signature).toEqual({ kind: 'TYPED', text: 'Pat Doe' });
  });
});

describe('zSignatureForm: the signing pages check only the way of signing chosen', () => {
  it.each<[string, unknown, string[]]>([
    ['typed', { kind: 'TYPED', text: 'Pat Doe', pngBase64: '' }, []],
    ['typed, blank', { kind: 'TYPED', text: '  ', pngBase64: 'iVBORw0KGgo=' }, [M.typedRequired]],
    ['typed, 101 characters', { kind: 'TYPED', text: 'a'.repeat(101), pngBase64: '' }, [M.typedTooLong]],
    ['drawn', { kind: 'DRAWN', text: '', pngBase64: 'iVBORw0KGgo=' }, []],
    ['drawn, empty box', { kind: 'DRAWN', text: 'Pat Doe', pngBase64: '' }, [M.drawnRequired]],
  ])('%s', (_case, values, messages) => {
    expect(collectMessages(zSignatureForm, values)).toEqual(messages);
  });

  it('sends the typed name trimmed, or the drawing', () => {
    expect(toSignature({ kind: 'TYPED', text: ' Pat Doe ', pngBase64: 'ignored' })).toEqual({
      kind: 'TYPED',
      text: 'Pat Doe',
    });
    expect(toSignature({ kind: 'DRAWN', text: 'ignored', pngBase64: 'iVBORw0KGgo=' })).toEqual({
      kind: 'DRAWN',
      pngBase64: 'iVBORw0KGgo=',
    });
  });
});

describe('createSignatureFormSchema: with the signer’s legal name, the typed name must be it', () => {
  const schema = createSignatureFormSchema({
    firstName: 'Alex',
    middleName: null,
    lastName: 'Tester',
    suffix: null,
  });
  it.each<[string, unknown, string[]]>([
    ['the legal name', { kind: 'TYPED', text: 'alex  tester', pngBase64: '' }, []],
    ['another name', { kind: 'TYPED', text: 'Bob Smith', pngBase64: '' }, [M.typedNotLegalName]],
    ['blank: asked for first', { kind: 'TYPED', text: ' ', pngBase64: '' }, [M.typedRequired]],
    ['drawn: no name to compare', { kind: 'DRAWN', text: 'Bob Smith', pngBase64: 'iVBORw0KGgo=' }, []],
  ])('%s', (_case, values, messages) => {
    expect(collectMessages(schema, values)).toEqual(messages);
  });
});
