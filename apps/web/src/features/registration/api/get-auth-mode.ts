import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import type { AuthModeLookup } from '@hearth/domain/identity/auth-mode';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrgCode, useOrg } from '../../../lib/org.tsx';
import { getQueryClient } from '../../../lib/query-client.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { loadQuery } from '../../../lib/route-data.ts';
import { getJwt } from '../../../lib/storage.ts';
import { readRegisterData } from '../lib/register-store.ts';
import type { StepFlow } from '../lib/v2-steps.ts';

/** Under the signed state's 10 minutes (API-071), so a hand-over never uses an expired one. */
const HAND_OVER_FRESH_MS = 9 * 60_000;

/**
 * API-070 (decision 019): how the lender's borrowers sign in when registering. Asked once per
 * register visit: the steps keep the first answer; only the hand-over to the broker asks again
 * once its signed state may have expired.
 */
export function getRegisterAuthModeQueryOptions(orgCode: string) {
  return queryOptions({
    ...endpointQuery(authModeApi.lookup, { query: { orgCode, mode: 'REGISTER' } }),
    staleTime: HAND_OVER_FRESH_MS,
    retry: false,
  });
}

/**
 * PASSWORD mode's order: a failed lookup keeps the classic steps. In BROKER mode the step is skipped
 * unless the borrower is signed in and their broker profile lacks a valid e-mail or mobile phone:
 * then it is shown, so the submit that asks for them can be answered.
 */
function toStepFlow(lookup: AuthModeLookup | undefined): StepFlow {
  return { skipsContactInfo: lookup?.skipsContactInfo === true && !signedInWithoutContact() };
}

/**
 * VAL-048's rules carry the phone-number metadata: loaded by the steps' loader, and only for a
 * signed-in borrower (a visitor's first page does without them).
 */
let submissionRules: typeof import('@hearth/domain/validation/submission') | undefined;

async function loadSubmissionRules(): Promise<void> {
  if (getJwt() !== null) {
    submissionRules ??= await import('@hearth/domain/validation/submission');
  }
}

function signedInWithoutContact(): boolean {
  if (getJwt() === null || submissionRules === undefined) {
    return false;
  }
  const { email, phoneNumber } = readRegisterData();
  const problems = submissionRules.listSubmissionProblems(
    { email, phoneNumber, password: null },
    { isAuthenticated: true },
  );
  return problems.length > 0;
}

/** For the loaders (on the server too, decision 016): the lookup, from the cache or fetched. */
export function loadRegisterAuthMode(): Promise<AuthModeLookup | undefined> {
  return loadQuery(getRegisterAuthModeQueryOptions(getOrgCode()));
}

/**
 * REG-012: where a borrower who must sign in through the identity broker goes (the lookup's
 * external-state call, API-071), with a state still good; null in PASSWORD mode or when the lookup
 * fails. Only a path on this site: the server builds it, and nothing else may send the browser away.
 */
export async function loadBrokerHandOver(): Promise<string | null> {
  let lookup: AuthModeLookup | undefined;
  try {
    lookup = await getQueryClient().fetchQuery(getRegisterAuthModeQueryOptions(getOrgCode()));
  } catch {
    return null;
  }
  const url = lookup.skipsContactInfo ? lookup.externalStateUrl : null;
  return url?.startsWith('/') && !url.startsWith('//') ? url : null;
}

export async function loadStepFlow(): Promise<StepFlow> {
  const [lookup] = await Promise.all([loadRegisterAuthMode(), loadSubmissionRules()]);
  return toStepFlow(lookup);
}

/** REG-012: the order the lender's sign-in mode gives register-v2. */
export function useStepFlow(): StepFlow {
  const { orgCode } = useOrg();
  return toStepFlow(useQuery(getRegisterAuthModeQueryOptions(orgCode)).data);
}
