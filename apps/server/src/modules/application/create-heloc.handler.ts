import { type CreateHelocBody, validateCreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import { AppError } from '@hearth/domain/errors/app-error';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { LoanOriginator } from '../../providers/lead-portal-provider.ts';
import { findStateForZip } from '../../providers/zip-reference.ts';
import { toCreateHelocFields } from './create-body-adapter.ts';
import { createHelocApplication } from './create-heloc.service.ts';
import type { CreatedHeloc, CreateHelocDeps } from './create-heloc.types.ts';
import { checkOrgRules } from './org-rules.ts';
import { hashRequest } from './request-hash.ts';

export interface CreateHelocRequest {
  identityUuid: string;
  org: OrgConfig;
  stateQuery: string;
  /** The JSON body as received, before any schema ran. */
  rawBody: unknown;
  idempotencyKey: string | undefined;
  isProduction: boolean;
  now: Date;
  /** The referring loan officer by `referrerId` (VAL-038/039 licensed-state rule). */
  findLoanOriginator?: (uuid: string) => Promise<LoanOriginator | undefined>;
}

async function findReferrer(request: CreateHelocRequest): Promise<LoanOriginator | undefined> {
  const body = request.rawBody as { referrerId?: unknown } | null;
  const referrerId = typeof body === 'object' && body !== null ? body.referrerId : undefined;
  return typeof referrerId === 'string' && request.findLoanOriginator
    ? request.findLoanOriginator(referrerId)
    : undefined;
}

/**
 * API-020: the domain's field rules (with the org's minimum age and the property state), then the
 * lender's rules, then the transactional create. Every refusal is 400 `{errors}` with the form's words.
 */
export async function handleCreateHeloc(
  deps: CreateHelocDeps,
  request: CreateHelocRequest,
): Promise<CreatedHeloc> {
  const { org } = request;
  const referrer = await findReferrer(request);
  const validation = validateCreateHelocBody(request.rawBody, {
    minimumAge: org.product.minimumAge,
    today: request.now.toISOString().slice(0, 10),
    isProduction: request.isProduction,
    blockNewYork: !org.product.licensedStates.includes('NY'),
    findStateForZip,
    referral: referrer,
  });
  if (!validation.success) {
    throw new AppError('VALIDATION', [...new Set(validation.errors.map((error) => error.message))]);
  }
  const body: CreateHelocBody = validation.data;
  const ruleErrors = checkOrgRules(org, {
    stateQuery: request.stateQuery,
    property: body.propertyRequest.address,
    home: body.profileRequest.homeAddress,
    referrerId: body.referrerId,
  });
  if (ruleErrors.length > 0) {
    throw new AppError('VALIDATION', ruleErrors);
  }
  return createHelocApplication(deps, {
    identityUuid: request.identityUuid,
    org,
    fields: toCreateHelocFields(body),
    requestHash: hashRequest({
      org: org.companyInfo.orgCode,
      state: request.stateQuery,
      body: request.rawBody,
    }),
    idempotencyKey: request.idempotencyKey,
    now: request.now,
  });
}
