import type { Condition } from '@hearth/domain/conditions/condition-dto';

/** 002 §9: paystubs requested default to 1, else the paystub condition's numDocsRequired. */
export function getDocsRequired(conditions: readonly Condition[] | undefined): number {
  const paystub = conditions?.find((condition) => condition.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD');
  const count = paystub?.xtraData?.numDocsRequired;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}
