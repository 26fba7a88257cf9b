import { documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import type { TestApp } from '../../../../test/helpers.ts';
import { encryptJsonColumn } from '../../../db/encrypted-json.ts';
import { encryptPii } from '../../../lib/pii.ts';
import {
  type ApplicationRow,
  insertApplication,
  type NewApplicationRow,
} from '../../application/application.repository.ts';
import { APPLICANT_NAME_COLUMN } from '../../application/stored-application.ts';
import type { RegisteredUser } from '../../identity/identity-test-support.ts';

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
