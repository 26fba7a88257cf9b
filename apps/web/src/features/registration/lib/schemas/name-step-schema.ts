import { zLegalName } from '@hearth/domain/validation/name';

/** VAL-010…017 (the domain's rules); `production` makes the last name stricter (VAL-015/016). */
export function createNameStep(production: boolean) {
  return zLegalName({ isProduction: production });
}
