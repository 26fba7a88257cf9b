import { type ActionFunctionArgs, type LoaderFunctionArgs, redirectDocument } from 'react-router';
import { getServerRenderContext } from '../../../lib/render-context.ts';
import { startQuery } from '../../../lib/route-data.ts';
import { getJwt } from '../../../lib/storage.ts';
import { loadBrokerHandOver, useStepFlow } from '../api/get-auth-mode.ts';
import { getConsentPromptQueryOptions } from '../api/get-consent-prompt.ts';
import { PasswordStep } from '../components/steps/password-step.tsx';
import { useRegisterData } from '../lib/register-store.ts';
import { createV2StepLoader } from '../lib/step-redirects.ts';
import { getPreviousStep, getV2Path } from '../lib/v2-steps.ts';

/** REG-013: the last v2 page; its submit runs the sequence (REG-034…042). */
export function Component() {
  const previous = getPreviousStep('set-password', useRegisterData(), useStepFlow());
  return <PasswordStep backTo={previous ? getV2Path(previous) : undefined} />;
}

const stepLoader = createV2StepLoader('set-password');

/**
 * REG-012: in BROKER mode the submit takes the phone and e-mail from the identity broker's
 * sign-in, so a borrower not signed in goes to the broker's log-in first, which returns them to
 * register-v2; their answers wait in this tab's storage.
 */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await stepLoader(args);
  if (answer instanceof Response) {
    return answer;
  }
  const server = getServerRenderContext();
  if (server) {
    // Drawn on the server (a visitor's draft, decision 029 §5): with the SMS consents' prompts
    // (REG-033), which the page shows before any script runs.
    const isAuthenticated = server.jwt !== null;
    const toggles = server.org.orgMetaData.companyInfo.publicFeatureToggles;
    await Promise.all([
      startQuery(getConsentPromptQueryOptions('SMS', isAuthenticated)),
      toggles['fe-heloc-sms-transactional-consent'] === true
        ? startQuery(getConsentPromptQueryOptions('SMS_TRANSACTIONAL', isAuthenticated))
        : undefined,
    ]);
  }
  if (getJwt() !== null) {
    return answer;
  }
  const handOver = await loadBrokerHandOver();
  return handOver ? redirectDocument(handOver) : answer;
}

/** The page sent without scripts (decision 029 §5); its code loads only then (on the server). */
export async function action(args: ActionFunctionArgs) {
  return (await import('./v2-step-actions.ts')).answerPasswordStep(args);
}
