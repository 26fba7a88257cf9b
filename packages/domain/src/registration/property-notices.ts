import {
  checkNewYorkBlocked,
  checkReferralLicensedState,
  isDisasterZip,
  type ReferralLicence,
} from '../validation/property-rules.ts';

/**
 * OP-23: the spec names a partner lender for Hawaii without naming it; this sandbox partner is ours.
 * REG-017 shows it whenever the property is in Hawaii.
 */
export const HAWAII_PARTNER_LENDER = {
  name: 'Aloha Partner Lending',
  url: 'https://www.aloha-partner-lending.example/heloc',
} as const;

/** REG-018/019: the New York variant and the main brand whose sites the NY modal moves between. */
export const NEW_YORK_ORG_CODE = 'hearth-ny';
export const MAIN_ORG_CODE = 'hearth';
export const NEW_YORK_MODAL_BRAND = 'hearth';

/**
 * VAL-040: zips of federally declared disaster areas (sandbox list: Maui 2023, Asheville 2024,
 * Los Angeles 2025). Properties there need a post-disaster inspection.
 */
export const DISASTER_ZIPS: readonly string[] = [
  '96761',
  '96767',
  '28801',
  '28803',
  '28804',
  '90272',
  '91001',
];

/** REG-016: the lenders whose for-sale question covers the next 6 months (decided: the two age-restricted and CU brands). */
export const FOR_SALE_SIX_MONTHS_ORG_CODES: readonly string[] = ['silverpine', 'bluewater-cu'];

export function asksForSaleWithinSixMonths(orgCode: string): boolean {
  return FOR_SALE_SIX_MONTHS_ORG_CODES.includes(orgCode);
}

export interface PropertyNoticeContext {
  orgCode: string;
  orgBrand: string;
  isNewYorkSite: boolean;
  /** fe-heloc-ny-modal */
  newYorkModalOn: boolean;
  /** fe-heloc-disaster-warning */
  disasterWarningOn: boolean;
  /** VAL-033: the lender allows regulator review (NY blocked when it applies and no modal is shown). */
  blockNewYork: boolean;
  referral: ReferralLicence | undefined;
}

/** Where the NY modal sends the visitor: the other site's classic register page (REG-019). */
export interface NewYorkRedirect {
  direction: 'toNewYork' | 'toMain';
  orgCode: string;
  path: string;
}

export interface PropertyNotices {
  hawaii: boolean;
  newYork: NewYorkRedirect | null;
  /** VAL-033 message, when NY is blocked here without a modal. */
  stateBlocked: string | undefined;
  /** VAL-038 message: blocks occupancy and submit (VAL-039). */
  referralBlocked: string | undefined;
  disaster: boolean;
}

function getNewYorkRedirect(state: string, context: PropertyNoticeContext): NewYorkRedirect | null {
  if (!context.newYorkModalOn || context.orgBrand !== NEW_YORK_MODAL_BRAND) {
    return null;
  }
  const isNewYorkProperty = state.trim().toUpperCase() === 'NY';
  if (isNewYorkProperty === context.isNewYorkSite) {
    return null;
  }
  const orgCode = isNewYorkProperty ? NEW_YORK_ORG_CODE : MAIN_ORG_CODE;
  return {
    direction: isNewYorkProperty ? 'toNewYork' : 'toMain',
    orgCode,
    path: `/account/heloc/register?org=${orgCode}`,
  };
}

/** REG-017/018, VAL-033, VAL-038…040: what the property step must show for a chosen address. */
export function getPropertyNotices(
  address: { state: string; zip: string },
  context: PropertyNoticeContext,
): PropertyNotices {
  const newYork = getNewYorkRedirect(address.state, context);
  return {
    hawaii: address.state.trim().toUpperCase() === 'HI',
    newYork,
    stateBlocked: newYork || context.isNewYorkSite ? undefined : checkNewYorkBlocked(address.state, context),
    referralBlocked: checkReferralLicensedState(address.state, context.referral),
    disaster: context.disasterWarningOn && isDisasterZip(address.zip, DISASTER_ZIPS),
  };
}
