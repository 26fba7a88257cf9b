import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { and, count, eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import {
  applicationConditions,
  auditEvents,
  conditionDocuments,
  helocApplications,
  profiles,
} from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import { bearer } from '../identity/identity-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { type SeededApplication, seedApplication, staffRequest } from './ops-test-support.ts';

/** Test helpers for the application file suites (not used by the server). */

export const APPLICANT_SSN = '123-45-6789';
export const APPLICANT_DOB = '1980-07-14';
export const APPLICANT_PHONE = '5035550123';
export const SIGNER_UUID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** An application with an SSN, a date of birth, a phone, a property address and an invited co-owner. */
export async function seedFileApplication(
  app: App,
  options: { org?: string; serverStep?: string } = {},
): Promise<SeededApplication> {
  const seeded = await seedApplication(app, {
    serverStep: options.serverStep ?? 'INCOME_VERIFICATION',
    ...options,
  });
  const key = app.config.piiKey;
  await app.db
    .update(helocApplications)
    .set({
      ssnEncrypted: encryptPii(APPLICANT_SSN, key),
      applicantDobEncrypted: encryptPii(APPLICANT_DOB, key),
      propertyAddress: { street1: '1 Main St', street2: null, city: 'Portland', state: 'OR', zip: '97201' },
      incomePrimary: '120000',
      employmentType: 'FULL_TIME',
      helocSigners: [
        {
          uuid: SIGNER_UUID,
          identityUuid: null,
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          role: 'CO_DEEDER',
          status: 'INVITED',
          invitedAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    })
    .where(eq(helocApplications.uuid, seeded.uuid));
  await app.db
    .update(profiles)
    .set({ phoneNumbers: [{ type: 'MOBILE', number: APPLICANT_PHONE }] })
    .where(eq(profiles.identityUuid, seeded.borrower.identityUuid));
  return seeded;
}

/** A signed-in staff member of the role, limited to `orgCodes` when given. */
export async function staffToken(app: App, role: StaffRole, orgCodes?: string[]): Promise<string> {
  const staff = await createTestStaff(app, { role, ...(orgCodes ? { orgCodes } : {}) });
  return startTestStaffSession(app, staff);
}

/** How many audit rows carry `action` about `entityUuid`. */
export async function countAudit(app: App, action: string, entityUuid?: string): Promise<number> {
  const [row] = await app.db
    .select({ total: count() })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, action), entityUuid ? eq(auditEvents.entityUuid, entityUuid) : undefined),
    );
  return row?.total ?? 0;
}

export async function countAllAudit(app: App): Promise<number> {
  const [row] = await app.db.select({ total: count() }).from(auditEvents);
  return row?.total ?? 0;
}

/** A condition raised by staff, asking for `numDocsRequired` paystubs. */
export async function raisePaystubCondition(
  app: App,
  jwt: string,
  applicationUuid: string,
  numDocsRequired = 1,
): Promise<string> {
  const response = await staffRequest(app, jwt, opsApi.raiseCondition, {
    params: { uuid: applicationUuid },
    payload: {
      category: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      title: 'Paystubs',
      description: 'Your most recent paystub.',
      documentTypes: ['USER_UPLOADED_PAYSTUB'],
      numDocsRequired,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`raise failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ uuid: string }>().uuid;
}

/** The borrower answers a condition with a file, as the browser's FormData sends it; the document's uuid. */
export async function uploadForCondition(
  app: App,
  borrowerJwt: string,
  applicationUuid: string,
  conditionUuid: string,
  file: { name: string; bytes: Buffer },
): Promise<{ statusCode: number; documentUuid: string | undefined }> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: endpointPath(conditionsApi.uploadDocument, { uuid: applicationUuid, conditionUuid }),
    headers: { ...bearer(borrowerJwt), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const uploads = await listUploadUuids(app, applicationUuid);
  return { statusCode: response.statusCode, documentUuid: uploads.at(-1) };
}

/** The documents uploaded to the application's conditions, oldest first. */
async function listUploadUuids(app: App, applicationUuid: string): Promise<string[]> {
  const rows = await app.db
    .select({ documentUuid: conditionDocuments.documentUuid })
    .from(conditionDocuments)
    .innerJoin(applicationConditions, eq(applicationConditions.uuid, conditionDocuments.conditionUuid))
    .where(eq(applicationConditions.applicationUuid, applicationUuid))
    .orderBy(conditionDocuments.createdAt);
  return rows.map((row) => row.documentUuid);
}
