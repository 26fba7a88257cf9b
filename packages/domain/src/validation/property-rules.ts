export const STATE_NOT_AVAILABLE_MESSAGE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";
export const REFERRAL_LICENSED_STATE_MESSAGE =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';

/** VAL-033: NY is blocked when regulator review applies (the condition is the caller's, OP-30). */
export function checkNewYorkBlocked(
  state: string,
  { blockNewYork }: { blockNewYork: boolean },
): string | undefined {
  return blockNewYork && state.trim().toUpperCase() === 'NY' ? STATE_NOT_AVAILABLE_MESSAGE : undefined;
}

export interface ReferralLicence {
  /** The referring loan officer's licensed states (REG-031). */
  licensedStates: readonly string[];
  /** enforceLicensedStatesForReferral (REG-032). */
  enforceLicensedStatesForReferral: boolean;
}

/** VAL-038/039: with an enforcing referrer, a property outside their states blocks occupancy and submit. */
export function checkReferralLicensedState(
  state: string,
  referral: ReferralLicence | undefined,
): string | undefined {
  if (!referral?.enforceLicensedStatesForReferral) {
    return undefined;
  }
  const upper = state.trim().toUpperCase();
  return referral.licensedStates.some((licensed) => licensed.toUpperCase() === upper)
    ? undefined
    : REFERRAL_LICENSED_STATE_MESSAGE;
}

/** VAL-040: a property in a listed disaster zip gets the post-disaster inspection warning (flag-driven). */
export function isDisasterZip(zip: string, disasterZips: readonly string[]): boolean {
  return disasterZips.includes(zip.trim());
}

/** OP-23: the spec describes the warning without wording; this is ours. */
export const DISASTER_ZIP_WARNING_MESSAGE =
  'This property is in a declared disaster area. Properties in disaster areas require a post-disaster inspection per our Disaster Response Policy.';
