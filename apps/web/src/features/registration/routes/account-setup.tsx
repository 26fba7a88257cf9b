import '../lib/load-registration-strings.ts';
import { redirect } from 'react-router';
import { PasswordStep } from '../components/steps/password-step.tsx';
import { hasPropertyStreet } from '../lib/register-data.ts';
import { readRegisterData } from '../lib/register-store.ts';
import { REGISTER_CLASSIC_BASE } from '../lib/v2-steps.ts';

/** RTE-004: register account-setup (public): the login info and consents, then the submit. */
export function Component() {
  return <PasswordStep backTo={`${REGISTER_CLASSIC_BASE}?step=contact-info`} />;
}

/** RTE-008: nothing to set up without a property street. */
export function loader() {
  return hasPropertyStreet(readRegisterData()) ? null : redirect(REGISTER_CLASSIC_BASE);
}
