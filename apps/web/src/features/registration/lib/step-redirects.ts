import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readOrgPayload } from '../../../lib/org.tsx';
import { getServerRenderContext } from '../../../lib/render-context.ts';
import { loadStepFlow } from '../api/get-auth-mode.ts';
import { isRedesignOn } from './flags.ts';
import { hasPropertyStreet } from './register-data.ts';
import { readRegisterData, type VisitorDraftLoaderData } from './register-store.ts';
import {
  findStepByQuery,
  getV2Path,
  REGISTER_CLASSIC_BASE,
  REGISTER_V2_BASE,
  resolveStepRedirect,
  V2_STEPS,
  type V2Step,
  type V2StepId,
} from './v2-steps.ts';

export function getClassicHref(step: V2Step, search = ''): string {
  const params = new URLSearchParams(search);
  if (step.id === 'property-address') {
    params.delete('step');
  } else {
    params.set('step', step.query);
  }
  const query = params.toString();
  return `${REGISTER_CLASSIC_BASE}${query ? `?${query}` : ''}`;
}

/** RTE-007: with the redesign flag off the v2 pages go to /register, at the same step, keeping the query. */
export function redirectV2WhenFlagOff({ request }: LoaderFunctionArgs) {
  if (isRedesignOn(readOrgPayload())) {
    return null;
  }
  const url = new URL(request.url);
  const segment = url.pathname.slice(REGISTER_V2_BASE.length).replace(/^\/+|\/+$/g, '');
  const step = V2_STEPS.find((candidate) => candidate.segment === segment) ?? V2_STEPS[0];
  const fromQuery =
    step.id === 'property-address' ? findStepByQuery(url.searchParams.get('step')) : undefined;
  return redirect(getClassicHref(fromQuery ?? step, url.search));
}

/**
 * A visitor's page drawn on the server reads the answers of their server-side draft (decision 029
 * §5), which the register store then gives the page; the draft's answers go with the page's loader
 * data, for the browser to take over. Its code loads only on the server.
 */
async function loadVisitorDraftOnServer(): Promise<VisitorDraftLoaderData | null> {
  const server = getServerRenderContext();
  if (!server || server.jwt !== null) {
    return null;
  }
  const { readVisitorDraft } = await import('./visitor-draft.ts');
  const visitorRegisterData = await readVisitorDraft();
  server.visitorRegisterData = visitorRegisterData;
  return visitorRegisterData ? { visitorRegisterData } : null;
}

/**
 * A v2 step's loader: RTE-008 (no property street → the first step), a skipped step → the next
 * (REG-012 asks the lender's sign-in mode once per visit, API-070); on the first step, RTE-006
 * `?step=` opens that step once a street is set.
 */
export function createV2StepLoader(stepId: V2StepId) {
  return async ({ request }: LoaderFunctionArgs) => {
    const [flow, visitorDraft] = await Promise.all([loadStepFlow(), loadVisitorDraftOnServer()]);
    const data = readRegisterData();
    if (stepId === 'property-address') {
      const asked = findStepByQuery(new URL(request.url).searchParams.get('step'));
      if (asked && asked.id !== 'property-address' && hasPropertyStreet(data)) {
        const target = resolveStepRedirect(asked.id, data, flow) ?? asked;
        return redirect(getV2Path(target));
      }
      return visitorDraft;
    }
    const target = resolveStepRedirect(stepId, data, flow);
    return target ? redirect(getV2Path(target)) : visitorDraft;
  };
}

/** The classic page's loader: the `step` query value, with the same RTE-008 rule. */
export function redirectClassicStep({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = findStepByQuery(url.searchParams.get('step'));
  if (!asked) {
    return null;
  }
  const target = resolveStepRedirect(asked.id, readRegisterData());
  return target ? redirect(getClassicHref(target, url.search)) : null;
}
