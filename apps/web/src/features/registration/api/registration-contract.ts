/**
 * The registration calls' contract, loaded when a call is made: its create body carries the
 * phone-number metadata (~37 kB gzip), which the first register page does not need.
 */
export function loadRegistrationApi() {
  return import('@hearth/domain/api/registration-api');
}
