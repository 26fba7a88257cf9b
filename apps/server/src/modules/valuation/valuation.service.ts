import { AppError } from '@hearth/domain/errors/app-error';
import {
  type BpoOrderBody,
  ESTIMATE_VALUATION_COST,
  type HomeValueEstimateBody,
  ONSITE_APPRAISAL_FEE,
  type ValuationView,
} from '@hearth/domain/journey/valuation';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { saveProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { ValuationProvider } from '../../providers/closing-vendor-providers.ts';
import { type Owner, requireOwnApplication } from '../journey/own-application.ts';
import { findLatestValuationOrder, type ValuationOrder } from './valuation-order.repository.ts';

export const CONDITION_ANSWERS_REQUIRED = 'Please answer the questions about your home’s condition';
export const NO_PAYMENT_ACCOUNT = 'We need your verified bank account on file to take the appraisal fee';

function readPropertyAddress(application: ApplicationRecord) {
  const address = application.propertyAddress ?? application.homeAddress;
  if (!address) {
    throw new Error('The application has no property address');
  }
  return address;
}

function isTexas(application: ApplicationRecord): boolean {
  return (application.propertyState ?? application.propertyAddress?.state) === 'TX';
}

/** NO_AVM_FOUND, NAV_RESI_EVAL_ESTIMATE → HOME_VALUE_ESTIMATED: the offers (or the evaluation) use the estimate. */
export function submitHomeValueEstimate(db: Db, owner: Owner, body: HomeValueEstimateBody) {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['NO_AVM_FOUND', 'NAV_RESI_EVAL_ESTIMATE']);
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'HOME_VALUE_ESTIMATED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { estimatedValue: body.estimatedValue },
      applicationPatch: { estimatedHomeValue: body.estimatedValue.toFixed(2) },
    });
    return { serverStep: moved.to };
  });
}

/**
 * NAV_BPO_ORDER_REQUEST → BPO_ORDERED (decision 007: the sender orders the BPO): the move, then the
 * broker's order in the same transaction — a failed order undoes the move. Texas asks the property
 * condition questions first (bpo/condition); the broker gets the answers with the order.
 */
export function orderBpo(deps: { db: Db; valuation: ValuationProvider }, owner: Owner, body: BpoOrderBody) {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, ['NAV_BPO_ORDER_REQUEST']);
    if (isTexas(application) && !body.condition) {
      throw new AppError('VALIDATION', [CONDITION_ANSWERS_REQUIRED]);
    }
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'BPO_ORDERED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      ...(body.condition ? { detail: { condition: body.condition } } : {}),
    });
    const order = await deps.valuation.orderBpo({
      applicationUuid: application.uuid,
      address: readPropertyAddress(application),
    });
    await saveProviderResult(tx, {
      applicationUuid: application.uuid,
      kind: 'VENDOR_ORDER',
      provider: deps.valuation.name,
      result: {
        vendor: 'BPO',
        vendorReference: order.vendorReference,
        orderedAt: moved.at.toISOString(),
        condition: body.condition ?? null,
      } satisfies ValuationOrder,
    });
    return { serverStep: moved.to };
  });
}

/**
 * ONSITE_APPRAISAL_PAYMENT → APPRAISAL_PAID: the borrower authorizes a one-time debit of the fee
 * from their verified disbursement account; the appraisal is then ordered.
 */
export function payAppraisal(deps: { db: Db; valuation: ValuationProvider }, owner: Owner) {
  return withApplicationForUpdate(deps.db, owner, async (tx, application) => {
    assertApplicationStep(application, ['ONSITE_APPRAISAL_PAYMENT']);
    const account = application.disburseAccount;
    if (!account) {
      throw new AppError('CONFLICT', [NO_PAYMENT_ACCOUNT]);
    }
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'APPRAISAL_PAID',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { amount: ONSITE_APPRAISAL_FEE, accountMask: account.mask.slice(-4) },
    });
    const order = await deps.valuation.orderOnsiteAppraisal({
      applicationUuid: application.uuid,
      address: readPropertyAddress(application),
    });
    await saveProviderResult(tx, {
      applicationUuid: application.uuid,
      kind: 'VENDOR_ORDER',
      provider: deps.valuation.name,
      result: {
        vendor: 'ONSITE_APPRAISAL',
        vendorReference: order.vendorReference,
        orderedAt: moved.at.toISOString(),
        feePaid: ONSITE_APPRAISAL_FEE,
        accountMask: account.mask.slice(-4),
      } satisfies ValuationOrder,
    });
    return { serverStep: moved.to };
  });
}

/** `GET P/valuation`: what the BPO, estimate and appraisal pages show. */
export async function getValuation(db: Db, owner: Owner): Promise<ValuationView> {
  const application = await requireOwnApplication(db, owner);
  const order = await findLatestValuationOrder(db, application.uuid);
  const estimate = application.estimatedHomeValue;
  return {
    serverStep: application.serverStep,
    propertyState: application.propertyState ?? application.propertyAddress?.state ?? null,
    bpoStatus: typeof application.status.bpo === 'string' ? application.status.bpo : null,
    valuationCost: ESTIMATE_VALUATION_COST,
    estimatedHomeValue: estimate === null ? null : Number(estimate),
    appraisalFee: ONSITE_APPRAISAL_FEE,
    paymentAccountMask: application.disburseAccount?.mask.slice(-4) ?? null,
    order: order
      ? {
          kind: order.vendor === 'BPO' ? 'BPO' : 'APPRAISAL',
          vendorReference: order.vendorReference,
          orderedAt: order.orderedAt,
        }
      : null,
  };
}
