import { getPropertyNotices, type PropertyNotices } from '@hearth/domain/registration/property-notices';
import { useOrg } from '../../../lib/org.tsx';
import { useLoanOriginator } from './use-loan-originator.ts';

const NONE: PropertyNotices = {
  hawaii: false,
  newYork: null,
  stateBlocked: undefined,
  referralBlocked: undefined,
  disaster: false,
};

/** REG-017/018, VAL-033, VAL-038…040 for the address chosen on the property step (none before). */
export function usePropertyNotices(address: { state: string; zip: string } | null): PropertyNotices {
  const org = useOrg();
  const originator = useLoanOriginator();
  const { companyInfo, heloc } = org.orgMetaData;
  if (!address) {
    return NONE;
  }
  const toggles = companyInfo.publicFeatureToggles;
  const notices = getPropertyNotices(address, {
    orgCode: org.orgCode,
    orgBrand: org.orgBrand,
    isNewYorkSite: heloc.isNewYork,
    newYorkModalOn: toggles['fe-heloc-ny-modal'] === true,
    disasterWarningOn: toggles['fe-heloc-disaster-warning'] === true,
    blockNewYork: companyInfo.allowRegulatorReview && !heloc.isNewYork,
    referral: originator,
  });
  // A lender licensed in Hawaii does lend there: no modal.
  return { ...notices, hawaii: notices.hawaii && !heloc.licensedStates.includes('HI') };
}
