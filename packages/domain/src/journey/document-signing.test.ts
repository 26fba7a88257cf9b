import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import { SIGNING_MESSAGES as M, zSignDocumentBody } from './document-signing.ts';

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
