/** ERR-006: request errors with no usable server message; also the unknown shared error (002 §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';
/** ERR-013: registration with an email that already has an identity. */
export const IDENTITY_EXISTS_MESSAGE = 'identity exists';
/** ERR-022 */
export const GENERIC_ERROR_BOX_MESSAGE = 'Something went wrong. Please try again.';
/** ERR-023: both identity lookups failed. */
export const USER_NOT_FOUND_MESSAGE = 'User not found';
/** ERR-024 */
export const EXPERIMENT_APP_ID_REQUIRED_MESSAGE = 'App ID is required to save experiment';
/** ERR-025 */
export const NO_PROFILE_UUID_MESSAGE = 'No profile uuid';
/** ERR-026 */
export const PROFILE_FETCH_FAILED_MESSAGE = 'Failed to fetch profile details.';
/** ERR-027 */
export const MISSING_JWT_MESSAGE = 'JWT error';
/** ERR-028 */
export const DEV_LOGIN_FAILED_MESSAGE = 'Something unexpected happened logging you in';
/** ERR-029 */
export const TELEMETRY_SESSION_FAILED_MESSAGE =
  'An error occurred while establishing a session, retries failed.';
/** ERR-029 */
export const TRACKER_SESSION_FAILED_MESSAGE = 'Could not establish session';
/** ERR-030 */
export const DEFAULT_REQUEST_ERROR_MESSAGE = 'Request failed.';
/** ERR-033: an API error made without a response. */
export const RESPONSE_NOT_DEFINED_MESSAGE = 'The response was not defined';
/** ERR-034: an answer that said JSON and could not be read as JSON. */
export const RESPONSE_NOT_JSON_MESSAGE = 'The response was not convertible to json';
