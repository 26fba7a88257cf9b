import { useOrg } from '../../../lib/org.tsx';

export const SIGNER_CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';

/** SGN-009: an additional signer's conditions load only while this flag is on for the lender. */
export function useSignerConditionsEnabled(): boolean {
  return useOrg().orgMetaData.companyInfo.publicFeatureToggles[SIGNER_CONDITIONS_FLAG] === true;
}
