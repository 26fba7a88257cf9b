/**
 * The path prefixes the spec's call catalogue is built on (002 §7, 000 §7, 001 §7). Every API path
 * of the product is written once, in this folder; everything else builds it with `endpointPath`.
 */
export const APPLICATION_API = '/service-application/api/v1/application';
/** One borrower's HELOC application; `:uuid` is its id. */
export const HELOC_API = `${APPLICATION_API}/heloc/:uuid` as const;
/** The conditions raised on one application (002 §7). */
export const CONDITIONS_API = '/service-conditions/external/api/v1/applications/:uuid/conditions' as const;
/** The lender staff's API (decision 007 "Staff calls"). */
export const OPS_API = '/ops/api/v1';
