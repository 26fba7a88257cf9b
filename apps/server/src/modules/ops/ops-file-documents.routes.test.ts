import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { DOCUMENT_REVIEW_MESSAGES } from '@hearth/domain/conditions/document-review';
import type { OpsDocument } from '@hearth/domain/ops/application-file';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { getWithToken } from '../identity/identity-test-support.ts';
import { PERMISSION_REFUSED } from '../staff/staff-auth.plugin.ts';
import {
  countAllAudit,
  countAudit,
  raisePaystubCondition,
  seedFileApplication,
  staffToken,
  uploadForCondition,
} from './ops-file-test-support.ts';
import {
  borrowerConditionsPath,
  type SeededApplication,
  staffRequest,
  useTestAppWithStaff,
} from './ops-test-support.ts';

const suite = useTestAppWithStaff();
let application: SeededApplication;
let processor: string;
let support: string;
let otherLender: string;

beforeAll(async () => {
  const { app } = suite.t;
  application = await seedFileApplication(app);
  processor = await staffToken(app, 'PROCESSOR');
  support = await staffToken(app, 'SUPPORT');
  otherLender = await staffToken(app, 'ADMIN', ['another-lender']);
});

async function conditionWithUpload(file = { name: 'paystub.pdf', bytes: TINY_PDF }) {
  const conditionUuid = await raisePaystubCondition(suite.t.app, processor, application.uuid);
  const uploaded = await uploadForCondition(
    suite.t.app,
    application.borrower.jwt,
    application.uuid,
    conditionUuid,
    file,
  );
  expect(uploaded.statusCode).toBe(200);
  return { conditionUuid, documentUuid: uploaded.documentUuid as string };
}

async function borrowerCondition(conditionUuid: string): Promise<Condition | undefined> {
  const response = await getWithToken(
    suite.t.app,
    borrowerConditionsPath(application.uuid),
    application.borrower.jwt,
  );
  return response.json<Condition[]>().find((condition) => condition.uuid === conditionUuid);
}

describe('the file’s documents', () => {
  it('lists every document with its type, size, content type, uploader and condition', async () => {
    const { conditionUuid, documentUuid } = await conditionWithUpload();
    const response = await staffRequest(suite.t.app, support, opsFileApi.documents, {
      params: { uuid: application.uuid },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<OpsDocument[]>().find((document) => document.uuid === documentUuid);
    expect(listed).toMatchObject({
      type: 'USER_UPLOADED_PAYSTUB',
      status: 'UPLOADED',
      contentType: 'application/pdf',
      size: TINY_PDF.length,
      uploadedBy: { kind: 'BORROWER', signerUuid: null },
      condition: { uuid: conditionUuid, title: 'Paystubs', review: 'PENDING', rejectionReason: null },
    });
  });

  it('serves a PDF inline and an image as an attachment, the uploaded bytes, each audited', async () => {
    const pdf = await conditionWithUpload({ name: 'stub.pdf', bytes: TINY_PDF });
    const png = await conditionWithUpload({ name: 'stub.png', bytes: TINY_PNG });
    const viewsBefore = await countAudit(suite.t.app, 'ops.document-viewed', application.uuid);
    const downloadsBefore = await countAudit(suite.t.app, 'ops.document-downloaded', application.uuid);

    const view = await staffRequest(suite.t.app, processor, opsFileApi.viewDocument, {
      params: { uuid: application.uuid, documentUuid: pdf.documentUuid },
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="[\w.-]+\.pdf"$/);
    expect(view.rawPayload.equals(TINY_PDF)).toBe(true);

    const download = await staffRequest(suite.t.app, processor, opsFileApi.downloadDocument, {
      params: { uuid: application.uuid, documentUuid: png.documentUuid },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.png"$/);
    expect(download.rawPayload.equals(TINY_PNG)).toBe(true);

    expect(await countAudit(suite.t.app, 'ops.document-viewed', application.uuid)).toBe(viewsBefore + 1);
    expect(await countAudit(suite.t.app, 'ops.document-downloaded', application.uuid)).toBe(
      downloadsBefore + 1,
    );
  });

  it('refuses SUPPORT the bytes (403), and another lender’s staff (404, nothing audited)', async () => {
    const { documentUuid } = await conditionWithUpload();
    const refused = await staffRequest(suite.t.app, support, opsFileApi.viewDocument, {
      params: { uuid: application.uuid, documentUuid },
    });
    expect(refused.statusCode).toBe(403);
    const before = await countAllAudit(suite.t.app);
    for (const endpoint of [opsFileApi.viewDocument, opsFileApi.downloadDocument]) {
      const response = await staffRequest(suite.t.app, otherLender, endpoint, {
        params: { uuid: application.uuid, documentUuid },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await countAllAudit(suite.t.app)).toBe(before);
  });

  it('is a 404 for a document of another application', async () => {
    const other = await seedFileApplication(suite.t.app);
    const { documentUuid } = await conditionWithUpload();
    const response = await staffRequest(suite.t.app, processor, opsFileApi.viewDocument, {
      params: { uuid: other.uuid, documentUuid },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('reviewing a condition’s uploads', () => {
  const review = (jwt: string, action: 'accept' | 'reject', ids: object, payload?: object) =>
    staffRequest(
      suite.t.app,
      jwt,
      action === 'accept' ? opsFileApi.acceptDocument : opsFileApi.rejectDocument,
      {
        params: { uuid: application.uuid, ...ids },
        ...(payload ? { payload } : {}),
      },
    );

  it('refuses SUPPORT accept and reject (403)', async () => {
    const { conditionUuid, documentUuid } = await conditionWithUpload();
    const ids = { id: conditionUuid, documentUuid };
    for (const response of [
      await review(support, 'accept', ids),
      await review(support, 'reject', ids, { reason: 'Blurry' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: [PERMISSION_REFUSED] });
    }
  });

  it('accepts an upload once; a second review is a conflict', async () => {
    const { conditionUuid, documentUuid } = await conditionWithUpload();
    const accepted = await review(processor, 'accept', { id: conditionUuid, documentUuid });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<OpsCondition>()).toMatchObject({
      status: 'SUBMITTED',
      documents: [{ documentUuid, review: 'ACCEPTED', rejectionReason: null }],
    });
    const again = await review(processor, 'reject', { id: conditionUuid, documentUuid }, { reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [DOCUMENT_REVIEW_MESSAGES.alreadyReviewed] });
  });

  it('requires a reason to reject', async () => {
    const { conditionUuid, documentUuid } = await conditionWithUpload();
    const response = await review(processor, 'reject', { id: conditionUuid, documentUuid }, { reason: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors).toContain(DOCUMENT_REVIEW_MESSAGES.reasonRequired);
  });

  it('reopens the condition on a rejection: the borrower reads the reason and uploads again', async () => {
    const { conditionUuid, documentUuid } = await conditionWithUpload();
    expect(await borrowerCondition(conditionUuid)).toMatchObject({ actionNeeded: false });

    const rejected = await review(
      processor,
      'reject',
      { id: conditionUuid, documentUuid },
      { reason: 'The paystub is cut off; please send the whole page.' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<OpsCondition>()).toMatchObject({
      status: 'OPEN',
      documents: [
        {
          documentUuid,
          review: 'REJECTED',
          rejectionReason: 'The paystub is cut off; please send the whole page.',
        },
      ],
    });
    expect(await countAudit(suite.t.app, 'ops.condition-document-rejected', conditionUuid)).toBe(1);

    const seen = await borrowerCondition(conditionUuid);
    expect(seen).toMatchObject({
      actionNeeded: true,
      rejectedDocuments: [
        {
          documentUuid,
          reason: 'The paystub is cut off; please send the whole page.',
          filename: expect.any(String),
        },
      ],
    });

    const again = await uploadForCondition(
      suite.t.app,
      application.borrower.jwt,
      application.uuid,
      conditionUuid,
      {
        name: 'whole.pdf',
        bytes: TINY_PDF,
      },
    );
    expect(again.statusCode).toBe(200);
    expect(await borrowerCondition(conditionUuid)).toMatchObject({ actionNeeded: false });
  });

  it('is a 404 for a document not uploaded to that condition, and for another lender', async () => {
    const first = await conditionWithUpload();
    const second = await conditionWithUpload();
    const mismatched = await review(processor, 'accept', {
      id: first.conditionUuid,
      documentUuid: second.documentUuid,
    });
    expect(mismatched.statusCode).toBe(404);
    const before = await countAllAudit(suite.t.app);
    const foreign = await review(
      otherLender,
      'reject',
      { id: first.conditionUuid, documentUuid: first.documentUuid },
      {
        reason: 'No',
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await countAllAudit(suite.t.app)).toBe(before);
  });
});

describe('the borrower’s conditions read', () => {
  it('keeps the CND-004 shape when nothing was rejected', async () => {
    const { conditionUuid } = await conditionWithUpload();
    const condition = await borrowerCondition(conditionUuid);
    expect(condition).toBeDefined();
    expect(Object.keys(condition ?? {})).not.toContain('rejectedDocuments');
  });
});
