import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { incomeApi } from '@hearth/domain/api/income-api';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { signerApi } from '@hearth/domain/api/signer-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_UPLOAD, TOO_MANY_UPLOAD_PARTS } from '../src/lib/multipart-errors.ts';
import { registerUser } from '../src/modules/identity/identity-test-support.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let jwt: string;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitsEnabled: false });
  jwt = (await registerUser(t.app)).jwt;
});
afterAll(async () => {
  await t.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
const IDS = { uuid: ID, conditionUuid: ID };
/** Every upload the API takes: each reads its parts before it looks at the application. */
const UPLOADS = [
  ['a condition document', endpointPath(conditionsApi.uploadDocument, IDS)],
  ['an ID', endpointPath(identityDocumentsApi.upload, IDS)],
  ['an income document', endpointPath(incomeApi.uploadDocument, IDS)],
  ['proof of insurance', endpointPath(insuranceApi.upload, IDS)],
  ['an additional signer’s ID', endpointPath(signerApi.uploadIdentity, IDS)],
] as const;

const BOUNDARY = 'hearth-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, filename?: string, content = '%PDF-1.4 test'): string {
  const file = filename ? `; filename="${filename}"` : '';
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${content}\r\n`;
}
const END = `--${BOUNDARY}--\r\n`;
const MANY_FILES = ['file', 'front', 'back', 'extra', 'more', 'again'].map((name) => part(name, 'a.pdf'));

const MALFORMED: readonly (readonly [string, string, string])[] = [
  ['no boundary', 'multipart/form-data', `${part('file', 'a.pdf')}${END}`],
  ['a boundary longer than busboy searches for', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ['a body cut short inside a file', MULTIPART, `${part('file', 'a.pdf')}`.slice(0, 90)],
  ['a body that never closes', MULTIPART, part('file', 'a.pdf')],
  ['a body that is not multipart at all', MULTIPART, 'hello world'],
];

async function upload(url: string, contentType: string, payload: string | Buffer) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': contentType },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json<{ errors: string[] }>() };
}

describe('an upload whose multipart body cannot be read is a client error, never a 500', () => {
  it.each(UPLOADS)('%s: a malformed body is 400', async (_upload, url) => {
    for (const [label, contentType, payload] of MALFORMED) {
      expect({ label, ...(await upload(url, contentType, payload)) }).toEqual({
        label,
        statusCode: 400,
        body: { errors: [MALFORMED_UPLOAD] },
      });
    }
  });

  it.each(UPLOADS)('%s: more files or fields than it takes is 400', async (_upload, url) => {
    const files = await upload(url, MULTIPART, `${MANY_FILES.join('')}${END}`);
    expect(files.statusCode).toBe(400);
    const fields = await upload(
      url,
      MULTIPART,
      `${Array.from({ length: 12 }, (_, i) => part(`f${i}`)).join('')}${END}`,
    );
    expect(fields.statusCode).toBe(400);
  });

  it('a condition document past the limit of files is 400 naming the problem, not 413', async () => {
    const [, url] = UPLOADS[0];
    expect(await upload(url, MULTIPART, `${part('file', 'a.pdf')}${part('other', 'b.pdf')}${END}`)).toEqual({
      statusCode: 400,
      body: { errors: [TOO_MANY_UPLOAD_PARTS] },
    });
  });

  it.each(UPLOADS)('%s: a file larger than the limit is 413', async (_upload, url) => {
    const huge = 'x'.repeat(t.app.documents.maxUploadBytes + 1024);
    const field = url.includes('identity') ? 'front' : 'file';
    const response = await upload(url, MULTIPART, `${part(field, 'a.pdf', huge)}${END}`);
    expect(response.statusCode).toBe(413);
  });
});
