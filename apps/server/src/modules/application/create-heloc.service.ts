import { randomUUID } from 'node:crypto';
import { AppError } from '@hearth/domain/errors/app-error';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { encryptJsonColumn } from '../../db/encrypted-json.ts';
import { encryptPii } from '../../lib/pii.ts';
import { scheduleCurrentStepJob } from '../../lifecycle/transition-application.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { isUniqueViolation } from '../identity/db-errors.ts';
import { insertApplication, listApplicationsByOwner } from './application.repository.ts';
import {
  findIdempotencyKey,
  insertIdempotencyKey,
  lockProfileOfIdentity,
  updateApplicantProfile,
} from './create-heloc.repository.ts';
import type {
  CreatedHeloc,
  CreateHelocDeps,
  CreateHelocFields,
  CreateHelocInput,
} from './create-heloc.types.ts';
import { decideStartEligibility, describeStartBlock } from './start-eligibility.ts';
import { APPLICANT_NAME_COLUMN } from './stored-application.ts';

export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This Idempotency-Key was already used for a different request';
const LOAN_NUMBER_ATTEMPTS = 5;

/** 000 §4: with the soft-pull consent given the application waits for the credit pull, else for that disclosure. */
export function initialServerStep(consentTypes: readonly string[]): string {
  return consentTypes.includes('SOFT_CREDIT')
    ? 'WAITING_FOR_SOFT_CREDIT'
    : 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE';
}

/**
 * API-020 / REG-039: one transaction — lock the borrower's profile, replay an already used
 * Idempotency-Key (409 for another body), refuse while an application is active or a HELOC is
 * within 45 days, insert the application under a fresh loan number, update the profile, remember
 * the key and audit. Anything failing rolls all of it back.
 */
export async function createHelocApplication(
  deps: CreateHelocDeps,
  input: CreateHelocInput,
): Promise<CreatedHeloc> {
  return deps.db.transaction(async (tx) => {
    const profile = await lockProfileOfIdentity(tx, input.identityUuid);
    if (!profile) {
      throw new AppError('NOT_FOUND', ['Profile not found']);
    }
    if (input.idempotencyKey) {
      const used = await findIdempotencyKey(tx, input.identityUuid, input.idempotencyKey);
      if (used) {
        if (used.requestHash !== input.requestHash) {
          throw new AppError('CONFLICT', [IDEMPOTENCY_CONFLICT_MESSAGE]);
        }
        return used.responseBody;
      }
    }
    const eligibility = decideStartEligibility(
      await listApplicationsByOwner(tx, input.identityUuid),
      input.now,
    );
    if (eligibility.reason) {
      throw new AppError('CONFLICT', [describeStartBlock(eligibility.reason)]);
    }
    const row = await insertWithFreshLoanNumber(tx, deps, input);
    // Decision 006: the first step (soft credit or its disclosure) is a job's; it exists when the application does.
    await scheduleCurrentStepJob(tx, row);
    const created = { uuid: row.uuid, loanNumber: row.loanNumber };
    const { fields } = input;
    await updateApplicantProfile(tx, profile.uuid, {
      firstName: fields.name.firstName,
      middleName: fields.name.middleName,
      lastName: fields.name.lastName,
      suffix: fields.name.suffix,
      dobEncrypted: encryptPii(fields.dob, deps.piiKey),
      addresses: [
        ...profile.addresses.filter((address) => address.type !== 'HOME'),
        { uuid: randomUUID(), type: 'HOME', ownership: null, ...fields.homeAddress },
      ],
    });
    if (input.idempotencyKey) {
      await insertIdempotencyKey(tx, {
        identityUuid: input.identityUuid,
        key: input.idempotencyKey,
        requestHash: input.requestHash,
        statusCode: 201,
        responseBody: { ...created },
      });
    }
    await appendAudit(tx, {
      action: 'application.created',
      actor: { type: 'identity', uuid: input.identityUuid },
      entityUuid: row.uuid,
      payload: { organizationCode: input.org.companyInfo.orgCode, state: fields.propertyAddress.state },
    });
    return created;
  });
}

type Tx = Parameters<Parameters<CreateHelocDeps['db']['transaction']>[0]>[0];

async function insertWithFreshLoanNumber(tx: Tx, deps: CreateHelocDeps, input: CreateHelocInput) {
  const next = deps.nextLoanNumber ?? (() => generateLoanNumber());
  for (let attempt = 1; ; attempt += 1) {
    const loanNumber = next();
    try {
      // A savepoint: a loan-number collision rolls back only this insert, not the transaction.
      return await tx.transaction((savepoint) =>
        insertApplication(savepoint, toApplicationRow(deps, input, loanNumber)),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= LOAN_NUMBER_ATTEMPTS) {
        throw error;
      }
    }
  }
}

function toApplicationRow(deps: CreateHelocDeps, input: CreateHelocInput, loanNumber: string) {
  const fields: CreateHelocFields = input.fields;
  return {
    loanNumber,
    identityUuid: input.identityUuid,
    organizationCode: input.org.companyInfo.orgCode,
    status: { checklistStatus: 'INITIAL' },
    serverStep: initialServerStep(fields.consentTypes),
    propertyState: fields.propertyAddress.state,
    propertyAddress: fields.propertyAddress,
    homeAddress: fields.homeAddress,
    occupancyType: fields.occupancyType,
    propertyListedForSale: fields.propertyListedForSale,
    incomePrimary: fields.incomePrimary.toFixed(2),
    incomeOther: fields.incomeOther.toFixed(2),
    employmentType: fields.employmentType,
    consents: fields.consentTypes,
    referrerId: fields.referrerId ?? null,
    referralId: fields.referralId ?? null,
    utmParameters: fields.utmParameters ?? null,
    offerCode: fields.offerCode ?? null,
    isCrypto: input.org.product.isCrypto,
    applicantNameEncrypted: encryptJsonColumn(APPLICANT_NAME_COLUMN, fields.name, deps.piiKey),
    applicantDobEncrypted: encryptPii(fields.dob, deps.piiKey),
    submissionExtras: fields.extras,
    createdDate: input.now,
    updatedDate: input.now,
  };
}
