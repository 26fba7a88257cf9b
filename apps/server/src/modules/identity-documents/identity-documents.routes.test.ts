import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { describe, expect, it } from 'vitest';
import {
  type FilePart,
  listDocumentRows,
  postJson,
  postMultipart,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { TINY_HEIC, TINY_JPEG, TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { useTestAppWithStaff } from '../ops/ops-test-support.ts';

const suite = useTestAppWithStaff();

const front: FilePart = { field: 'front', name: 'front.jpg', bytes: TINY_JPEG };
const back: FilePart = { field: 'back', name: 'back.png', bytes: TINY_PNG };
const url = (uuid: string) => endpointPath(identityDocumentsApi.upload, { uuid });

describe('POST P/identity/documents (decision 007)', () => {
  it.each<[string, FilePart[], string[]]>([
    ['DRIVERS_LICENSE', [front, back], ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']],
    ['PASSPORT', [{ ...front, name: 'passport.pdf', bytes: TINY_PDF }], ['PASSPORT_FRONT']],
    [
      'STATE_ID_CARD',
      [{ ...front, name: 'id.heic', bytes: TINY_HEIC }, back],
      ['ID_CARD_FRONT', 'ID_CARD_BACK'],
    ],
    ['PERMANENT_RESIDENT_CARD', [front, back], ['PERMANENT_RESIDENT_FRONT', 'PERMANENT_RESIDENT_BACK']],
  ])(
    'APP-010, PRG-042: a %s is stored side by side and the ID check starts',
    async (idType, files, types) => {
      const { uuid, borrower } = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
      const response = await postMultipart(suite.t, borrower.jwt, url(uuid), { idType }, files);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ serverStep: 'WAITING_FOR_ID_VERIFICATION' });
      expect(response.json().documents.map((document: { type: string }) => document.type)).toEqual(types);
      const stored = await listDocumentRows(suite.t, uuid);
      expect(stored.map((document) => document.type).sort()).toEqual([...types].sort());
      expect(
        stored.every((document) => document.status === 'UPLOADED' && !document.storageKey.includes('front')),
      ).toBe(true);
      expect((await readRow(suite.t, uuid)).serverStep).toBe('WAITING_FOR_ID_VERIFICATION');
    },
  );

  it.each<[string, Record<string, string>, FilePart[], number, string | undefined]>([
    [
      'a .jpg that is a text file',
      { idType: 'PASSPORT' },
      [{ ...front, bytes: Buffer.from('hello, not a photo') }],
      400,
      undefined,
    ],
    [
      'a licence without its back',
      { idType: 'DRIVERS_LICENSE' },
      [front],
      400,
      'Please add a photo of the back of your ID',
    ],
    [
      'a passport with a back',
      { idType: 'PASSPORT' },
      [front, back],
      400,
      'A passport has only its photo page: please send just the front',
    ],
    ['no front', { idType: 'PASSPORT' }, [], 400, 'Please add a photo of the front of your ID'],
    [
      'an unknown ID type',
      { idType: 'LIBRARY_CARD' },
      [front],
      400,
      'Please choose the type of ID you will upload',
    ],
    [
      'an unexpected file field',
      { idType: 'PASSPORT' },
      [front, { ...back, field: 'selfie' }],
      400,
      undefined,
    ],
    [
      'a side over 10 MB',
      { idType: 'PASSPORT' },
      [{ ...front, name: 'big.pdf', bytes: Buffer.concat([TINY_PDF, Buffer.alloc(11 * 1024 * 1024)]) }],
      413,
      undefined,
    ],
  ])('refuses %s and stores nothing', async (_case, fields, files, status, message) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const before = await snapshot(suite.t, uuid);
    const response = await postMultipart(suite.t, borrower.jwt, url(uuid), fields, files);
    expect(response.statusCode, response.body).toBe(status);
    if (message) {
      expect(response.json()).toEqual({ errors: [message] });
    }
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('a bad back rolls the good front back too', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    const response = await postMultipart(suite.t, borrower.jwt, url(uuid), { idType: 'DRIVERS_LICENSE' }, [
      front,
      { ...back, bytes: Buffer.from('<html>not an image</html>') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await listDocumentRows(suite.t, uuid)).toEqual([]);
  });

  it('wrong step 409 naming it, someone else’s 404, a staff token 403, JSON 400: nothing stored', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'WAITING_FOR_ID_VERIFICATION');
    const before = await snapshot(suite.t, uuid);
    const late = await postMultipart(suite.t, borrower.jwt, url(uuid), { idType: 'DRIVERS_LICENSE' }, [
      front,
      back,
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('WAITING_FOR_ID_VERIFICATION');
    const stranger = await registerUser(suite.t.app);
    expect(
      (await postMultipart(suite.t, stranger.jwt, url(uuid), { idType: 'PASSPORT' }, [front])).statusCode,
    ).toBe(404);
    expect(
      (await postMultipart(suite.t, suite.staffJwt, url(uuid), { idType: 'PASSPORT' }, [front])).statusCode,
    ).toBe(403);
    expect((await postJson(suite.t, borrower.jwt, url(uuid), { idType: 'PASSPORT' })).statusCode).toBe(400);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });
});
