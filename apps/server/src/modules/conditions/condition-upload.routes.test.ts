import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, conditionDocuments, documents } from '../../db/schema/index.ts';
import { TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { bearer, getWithToken, registerUser } from '../identity/identity-test-support.ts';
import {
  borrowerConditionsPath,
  type SeededApplication,
  seedApplication,
  staffRequest,
  useTestAppWithStaff,
} from '../ops/ops-test-support.ts';

let application: SeededApplication;

const suite = useTestAppWithStaff();
beforeAll(async () => {
  application = await seedApplication(suite.t.app, { serverStep: 'INCOME_VERIFICATION' });
});

const uploadPath = (uuid: string, conditionUuid: string) =>
  endpointPath(conditionsApi.uploadDocument, { uuid, conditionUuid });

async function raise(uuid: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.raiseCondition, {
    params: { uuid: uuid },
    payload: {
      category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      title: 'Paystubs',
      description: 'Your two most recent paystubs.',
      documentTypes: ['USER_UPLOADED_PAYSTUB'],
      numDocsRequired: 2,
      ...overrides,
    },
  });
  return response.json<{ uuid: string }>().uuid;
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.append(key, value);
  }
  if (file) {
    form.append('file', new Blob([file.bytes]), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function upload(
  jwt: string,
  uuid: string,
  conditionUuid: string,
  file: { name: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = {},
) {
  const body = await multipart(fields, file);
  return suite.t.app.inject({
    method: 'POST',
    url: uploadPath(uuid, conditionUuid),
    headers: { ...bearer(jwt), ...body.headers },
    payload: body.payload,
  });
}

const linksOf = (conditionUuid: string) =>
  suite.t.db.select().from(conditionDocuments).where(eq(conditionDocuments.conditionUuid, conditionUuid));

describe('POST …/conditions/{conditionUuid}/documents (decision 007)', () => {
  it('stores each upload; the condition stops needing action once numDocsRequired are in (CND-007)', async () => {
    const conditionUuid = await raise(application.uuid);
    const jwt = application.borrower.jwt;

    const first = await upload(jwt, application.uuid, conditionUuid, { name: 'stub-1.pdf', bytes: TINY_PDF });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ uuid: conditionUuid, actionNeeded: true });

    const second = await upload(jwt, application.uuid, conditionUuid, {
      name: 'stub-2.png',
      bytes: TINY_PNG,
    });
    expect(second.json()).toMatchObject({ actionNeeded: false });

    const links = await linksOf(conditionUuid);
    expect(links).toHaveLength(2);
    const stored = await suite.t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationUuid, application.uuid));
    expect(stored.map((document) => [document.type, document.status])).toEqual([
      ['USER_UPLOADED_PAYSTUB', 'UPLOADED'],
      ['USER_UPLOADED_PAYSTUB', 'UPLOADED'],
    ]);
    const listed = await getWithToken(suite.t.app, borrowerConditionsPath(application.uuid), jwt);
    expect(listed.json()).toEqual([expect.objectContaining({ uuid: conditionUuid, actionNeeded: false })]);

    const staffView = await staffRequest(suite.t.app, suite.staffJwt, opsApi.application, {
      params: { uuid: application.uuid },
    });
    expect(staffView.json().conditions).toEqual([
      expect.objectContaining({ uuid: conditionUuid, status: 'SUBMITTED', documents: expect.any(Array) }),
    ]);
    const audit = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityUuid, conditionUuid));
    expect(audit.filter((event) => event.action === 'borrower.condition-document-uploaded')).toHaveLength(2);
  });

  it('IDOR: another borrower gets 404 and nothing is stored', async () => {
    const conditionUuid = await raise(application.uuid);
    const stranger = await registerUser(suite.t.app);
    const response = await upload(stranger.jwt, application.uuid, conditionUuid, {
      name: 'x.pdf',
      bytes: TINY_PDF,
    });
    expect(response.statusCode).toBe(404);
    expect(await linksOf(conditionUuid)).toEqual([]);
  });

  it('answers 404 for a condition that belongs to another application', async () => {
    const other = await seedApplication(suite.t.app);
    const foreignCondition = await raise(other.uuid);
    const response = await upload(application.borrower.jwt, application.uuid, foreignCondition, {
      name: 'x.pdf',
      bytes: TINY_PDF,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an upload to a resolved condition with 409', async () => {
    const conditionUuid = await raise(application.uuid);
    await staffRequest(suite.t.app, suite.staffJwt, opsApi.resolveCondition, {
      params: { uuid: application.uuid, id: conditionUuid },
    });
    const response = await upload(application.borrower.jwt, application.uuid, conditionUuid, {
      name: 'late.pdf',
      bytes: TINY_PDF,
    });
    expect(response.statusCode).toBe(409);
    expect(await linksOf(conditionUuid)).toEqual([]);
  });

  it.each([
    [
      'a file that is not what its name says',
      { name: 'stub.pdf', bytes: Buffer.from('just text, not a pdf') },
      {},
    ],
    ['no file', undefined, {}],
    [
      'a document type the condition does not ask for',
      { name: 'id.png', bytes: TINY_PNG },
      { type: 'PASSPORT_FRONT' },
    ],
    ['an unknown document type', { name: 'id.png', bytes: TINY_PNG }, { type: 'SELFIE' }],
  ])('refuses %s with 400 and stores nothing', async (_case, file, fields) => {
    const conditionUuid = await raise(application.uuid);
    const response = await upload(application.borrower.jwt, application.uuid, conditionUuid, file, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(await linksOf(conditionUuid)).toEqual([]);
  });

  it('takes a file over the 1 MiB JSON body limit, and refuses one over the upload limit with 413', async () => {
    const conditionUuid = await raise(application.uuid);
    const padded = (size: number) => Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, 0x20)]);
    const big = await upload(application.borrower.jwt, application.uuid, conditionUuid, {
      name: 'scan.pdf',
      bytes: padded(3 * 1024 * 1024),
    });
    expect(big.statusCode, big.body).toBe(200);
    const huge = await upload(application.borrower.jwt, application.uuid, conditionUuid, {
      name: 'scan.pdf',
      bytes: padded(11 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ errors: ['The file is larger than 10 MB'] });
    expect(await linksOf(conditionUuid)).toHaveLength(1);
  });

  it('refuses a JSON body with 400 and a staff token with 403', async () => {
    const conditionUuid = await raise(application.uuid);
    const json = await suite.t.app.inject({
      method: 'POST',
      url: uploadPath(application.uuid, conditionUuid),
      headers: bearer(application.borrower.jwt),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const staff = await upload(suite.staffJwt, application.uuid, conditionUuid, {
      name: 'x.pdf',
      bytes: TINY_PDF,
    });
    expect(staff.statusCode).toBe(403);
  });
});
