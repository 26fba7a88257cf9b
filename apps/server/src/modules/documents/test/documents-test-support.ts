import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { count, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/helpers.ts';
import { encryptJsonColumn } from '../../../db/encrypted-json.ts';
import { documentFiles } from '../../../db/schema/index.ts';
import { encryptPii } from '../../../lib/pii.ts';
import {
  type ApplicationRow,
  insertApplication,
  type NewApplicationRow,
} from '../../application/application.repository.ts';
import { APPLICANT_NAME_COLUMN } from '../../application/stored-application.ts';
import type { RegisteredUser } from '../../identity/identity-test-support.ts';
import { documentsDirectory } from '../disk-document-storage.ts';

/** Test support (not used by the server): an application of `owner` with a selected offer. */
export function createOwnedApplication(
  t: TestApp,
  owner: RegisteredUser,
  extra: Partial<NewApplicationRow> = {},
): Promise<ApplicationRow> {
  return insertApplication(t.db, {
    loanNumber: generateLoanNumber(),
    identityUuid: owner.identityUuid,
    organizationCode: 'hearth',
    status: { checklistStatus: 'IN_PROGRESS' },
    propertyState: 'OR',
    propertyAddress: { street1: '1 Alder St', city: 'Portland', state: 'OR', zip: '97205' },
    amount: '85000.00',
    term: '10',
    rate: '8.2500',
    occupancyType: 'HOME',
    incomePrimary: '120000.00',
    employmentType: 'FULL_TIME',
    consents: ['TERMS_AND_PRIVACY', 'SOFT_CREDIT'],
    applicantNameEncrypted: encryptJsonColumn(
      APPLICANT_NAME_COLUMN,
      { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null },
      t.config.piiKey,
    ),
    applicantDobEncrypted: encryptPii('1980-07-14', t.config.piiKey),
    ...extra,
  });
}

export const documentsPath = (applicationUuid: string) =>
  endpointPath(documentsApi.list, { uuid: applicationUuid });

/** How many files the app's document store holds, wherever it keeps them. */
export async function countStoredFiles(t: TestApp): Promise<number> {
  if (t.database.kind === 'postgres') {
    const [row] = await t.db.select({ files: count() }).from(documentFiles);
    return row?.files ?? 0;
  }
  const names = await readdir(documentsDirectory(t.config.dataDir)).catch(() => []);
  return names.length;
}

/** A file's bytes as the app's document store keeps them (encrypted under the PII key). */
export async function readAtRest(t: TestApp, storageKey: string): Promise<Buffer> {
  if (t.database.kind === 'postgres') {
    const [row] = await t.db
      .select({ contents: documentFiles.contents })
      .from(documentFiles)
      .where(eq(documentFiles.storageKey, storageKey));
    if (!row) {
      throw new Error(`no document file ${storageKey}`);
    }
    return row.contents;
  }
  return readFile(join(documentsDirectory(t.config.dataDir), storageKey));
}
