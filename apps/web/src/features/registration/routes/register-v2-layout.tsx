import { Outlet } from 'react-router';
import { useCaptureUtmSource } from '../hooks/use-capture-utm-source.ts';
import { redirectV2WhenFlagOff } from '../lib/step-redirects.ts';

/** RTE-005/007: the register-v2 layout; REG-004: no progress indicator with the redesign on. */
export function Component() {
  useCaptureUtmSource();
  return <Outlet />;
}

export const loader = redirectV2WhenFlagOff;
