/** CON-001: every line amount stays inside 15,000–400,000 whatever an org configures. */
export const LINE_AMOUNT_LIMITS = { min: 15_000, max: 400_000 } as const;

/** CON-002: every APR stays inside 7.60–17.20% (values in percent). */
export const APR_LIMITS = { min: 7.6, max: 17.2 } as const;

/** CON-003: the origination fee is at most 4.99% of the initial draw. */
export const MAX_ORIGINATION_FEE_PERCENT = 4.99;

/** CON-004: valuation charged when no automated valuation (AVM) is available. */
export const VALUATION_COST = 180;

/** CON-005: manual (in-person) notary. */
export const MANUAL_NOTARY_COST = 300;

/** CON-006: county recording fees range. */
export const RECORDING_FEE_LIMITS = { min: 0, max: 315 } as const;

/** CON-007: recording tax range, per 100,000 borrowed. */
export const RECORDING_TAX_LIMITS_PER_100K = { min: 0, max: 1_400 } as const;

/**
 * Underwriting ceiling on debt-to-income, the new line's payment included (our choice; the spec
 * gives none). Existing debts alone above it decline for DTI; otherwise it caps each offer's max.
 */
export const MAX_DTI = 0.5;

/** CON-008: a home bought or retitled within this many days makes the applicant ineligible. */
export const RECENT_TRANSFER_DAYS = 90;
