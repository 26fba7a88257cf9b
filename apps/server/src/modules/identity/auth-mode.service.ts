import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { AppError } from '@hearth/domain/errors/app-error';
import {
  type AuthModeLookup,
  INVALID_EXTERNAL_STATE,
  type zAuthModeQuery,
} from '@hearth/domain/identity/auth-mode';
// The broker's log-in page is where logout sends the borrower too.
import { LOGOUT_REDIRECT as BROKER_LOGIN_PAGE, LOGIN_REDIRECT } from '@hearth/domain/identity/broker-dto';
import type { z } from 'zod';
import type { FlagReader } from '../feature-flags/flag-reader.ts';
import { findOrg } from '../org/registry/index.ts';
import { createExternalState, EXTERNAL_STATE_TTL_MS, readExternalState } from './auth-mode-state.ts';

/** The page register-v2 starts at; its contact step is skipped once the broker knows phone and e-mail. */
const REGISTER_V2_PATH = '/account/heloc/register-v2';

interface AuthModeDeps {
  flags: FlagReader;
  secret: string;
  now: () => Date;
}

/**
 * API-070 (decision 019): a lender's sign-in mode. BROKER (the new auth mode, flag
 * `fe-heloc-new-auth-mode`) hands the browser to the external-state call (API-071), whose signed
 * state fixes where the borrower returns; PASSWORD has no hand-over.
 */
export async function lookUpAuthMode(
  deps: AuthModeDeps,
  query: z.infer<typeof zAuthModeQuery>,
): Promise<AuthModeLookup> {
  const org = findOrg(query.orgCode);
  if (!org) {
    throw new AppError('UNKNOWN_ORG');
  }
  const broker = await deps.flags.isEnabled(org, 'fe-heloc-new-auth-mode');
  const state = broker
    ? createExternalState(
        {
          orgCode: org.companyInfo.orgCode,
          mode: query.mode,
          ...(query.applicationUuid ? { applicationUuid: query.applicationUuid } : {}),
          expiresAt: deps.now().getTime() + EXTERNAL_STATE_TTL_MS,
        },
        deps.secret,
      )
    : undefined;
  return {
    orgCode: org.companyInfo.orgCode,
    mode: query.mode,
    authMode: broker ? 'BROKER' : 'PASSWORD',
    skipsContactInfo: broker,
    externalStateUrl: state
      ? `${endpointPath(authModeApi.externalState)}?${new URLSearchParams({ state })}`
      : null,
  };
}

/**
 * API-071: where the browser goes for a state the lookup signed: the broker's log-in for the lender,
 * returning to the application (LOGIN with one), the dashboard, or register-v2 (REGISTER).
 */
export function resolveExternalState(deps: Pick<AuthModeDeps, 'secret' | 'now'>, state: string): string {
  const payload = readExternalState(state, deps.secret, deps.now());
  if (!payload) {
    throw new AppError('VALIDATION', [INVALID_EXTERNAL_STATE]);
  }
  const returnTo =
    payload.mode === 'REGISTER'
      ? REGISTER_V2_PATH
      : payload.applicationUuid
        ? `/account/heloc/${payload.applicationUuid}`
        : LOGIN_REDIRECT;
  return `${BROKER_LOGIN_PAGE}?${new URLSearchParams({ org: payload.orgCode, redirectUrl: returnTo })}`;
}
