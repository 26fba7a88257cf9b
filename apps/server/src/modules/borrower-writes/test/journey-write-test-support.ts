import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../../test/helpers.ts';
import { encryptJsonColumn } from '../../../db/encrypted-json.ts';
import { auditEvents, documents, helocApplications } from '../../../db/schema/index.ts';
import type { ApplicationRecord } from '../../../lifecycle/application-record.ts';
import { readTimeline } from '../../../lifecycle/timeline.ts';
import { insertApplication, type NewApplicationRow } from '../../application/application.repository.ts';
import { APPLICANT_NAME_COLUMN } from '../../application/stored-application.ts';
import { bearer, type RegisteredUser, registerUser } from '../../identity/identity-test-support.ts';

/** Test helpers for the verification-and-closing write suites (not used by the server). */

export const PORTLAND = {
  street1: '123 Main St',
  street2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97201',
};

let loanCounter = 0;

export interface SeededJourney {
  uuid: string;
  borrower: RegisteredUser;
}

/**
 * A registered borrower with an application written directly at `step`, with what the vendor
 * calls read (property address, the applicant's name encrypted as the create stores it).
 */
export async function seedAtStep(
  t: TestApp,
  step: string,
  patch: Partial<NewApplicationRow> = {},
  lastName = 'Lovelace',
): Promise<SeededJourney> {
  const borrower = await registerUser(t.app);
  loanCounter += 1;
  const row = await insertApplication(t.db, {
    loanNumber: `8${String(Date.now() % 1e6).padStart(6, '0')}${String(loanCounter).padStart(3, '0')}`,
    identityUuid: borrower.identityUuid,
    organizationCode: 'hearth',
    status: { checklistStatus: step },
    serverStep: step,
    propertyState: PORTLAND.state,
    propertyAddress: PORTLAND,
    homeAddress: PORTLAND,
    applicantNameEncrypted: encryptJsonColumn(
      APPLICANT_NAME_COLUMN,
      { firstName: 'Ada', middleName: null, lastName, suffix: null },
      t.config.piiKey,
    ),
    ...patch,
  });
  return { uuid: row.uuid, borrower };
}

export async function readRow(t: TestApp, uuid: string): Promise<ApplicationRecord> {
  const [row] = await t.db.select().from(helocApplications).where(eq(helocApplications.uuid, uuid));
  if (!row) {
    throw new Error(`no application ${uuid}`);
  }
  return row;
}

export function listDocumentRows(t: TestApp, uuid: string) {
  return t.db.select().from(documents).where(eq(documents.applicationUuid, uuid));
}

export function listAuditRows(t: TestApp, uuid: string) {
  return t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, uuid));
}

/** The row, the timeline and the documents: what a refused write must leave exactly as they were. */
export async function snapshot(t: TestApp, uuid: string) {
  const { updatedDate: _updated, ...row } = await readRow(t, uuid);
  return { row, timeline: await readTimeline(t.db, uuid), documents: await listDocumentRows(t, uuid) };
}

export function postJson(
  t: TestApp,
  jwt: string,
  url: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, headers: bearer(jwt), payload: payload as object });
}

export interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData sends it. */
export async function buildMultipart(fields: Record<string, string>, files: readonly FilePart[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.append(key, value);
  }
  for (const file of files) {
    form.append(file.field, new Blob([file.bytes]), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function postMultipart(
  t: TestApp,
  jwt: string,
  url: string,
  fields: Record<string, string>,
  files: readonly FilePart[],
): Promise<LightMyRequestResponse> {
  const body = await buildMultipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(jwt), ...body.headers },
    payload: body.payload,
  });
}

/** A file of `size` bytes whose content is a PDF (magic bytes first). */
export function paddedPdf(pdf: Buffer, size: number): Buffer {
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

/** Every string value anywhere in a JSON value (to prove a secret appears nowhere). */
export function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(collectStrings);
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(collectStrings);
  }
  return [];
}
