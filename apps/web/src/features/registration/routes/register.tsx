import '../lib/load-registration-strings.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrg } from '../../../lib/org.tsx';
import { useSession } from '../../../lib/session.tsx';
import { LoanOfficerCard } from '../components/loan-officer-card.tsx';
import { ProgressIndicator } from '../components/progress-indicator.tsx';
import { BirthdateStep } from '../components/steps/birthdate-step.tsx';
import { ContactStep } from '../components/steps/contact-step.tsx';
import { ForSaleStep } from '../components/steps/for-sale-step.tsx';
import { HomeAddressStep } from '../components/steps/home-address-step.tsx';
import { IncomeStep } from '../components/steps/income-step.tsx';
import { NameStep } from '../components/steps/name-step.tsx';
import { PasswordStep } from '../components/steps/password-step.tsx';
import { PropertyStep } from '../components/steps/property-step.tsx';
import { useCaptureUtmSource } from '../hooks/use-capture-utm-source.ts';
import { useRegisterPrefill } from '../hooks/use-register-prefill.ts';
import { useResumeRegisterDraft } from '../hooks/use-resume-register-draft.ts';
import { isRedesignOn } from '../lib/flags.ts';
import { saveDraftInBackground } from '../lib/register-draft-sync.ts';
import { readRegisterData, useRegisterData } from '../lib/register-store.ts';
import { getClassicHref, redirectClassicStep } from '../lib/step-redirects.ts';
import { findStepByQuery, getNextStep, getPreviousStep, V2_STEPS, type V2StepId } from '../lib/v2-steps.ts';

const STEP_COMPONENTS = {
  'property-address': PropertyStep,
  'home-address': HomeAddressStep,
  'for-sale': ForSaleStep,
  'annual-income': IncomeStep,
  'legal-name': NameStep,
  birthdate: BirthdateStep,
  'phone-and-email': ContactStep,
} as const;

/**
 * RTE-004: the classic /register page, one conditional wrapper whose `step` query value picks the
 * section (the same steps and rules as v2); the progress bar shows unless the redesign is on (REG-004).
 */
export function Component() {
  useCaptureUtmSource();
  useRegisterPrefill();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const org = useOrg();
  const data = useRegisterData();
  const isSignedIn = useSession().status === 'authenticated';
  useResumeRegisterDraft((resumed) => getClassicHref(resumed, params.toString()));
  const step = findStepByQuery(params.get('step')) ?? V2_STEPS[0];
  const previous = getPreviousStep(step.id, data);
  const backTo = previous ? getClassicHref(previous, params.toString()) : undefined;
  const onDone = () => {
    const current = readRegisterData();
    const next = getNextStep(step.id, current);
    if (next) {
      if (isSignedIn) {
        saveDraftInBackground(next, current);
      }
      void navigate(getClassicHref(next, params.toString()));
    }
  };
  const contactKnown = data.flags.isEmailPrefilled && data.phoneNumber !== '';
  return (
    <>
      {isRedesignOn(org) ? null : <ProgressIndicator current={step.query} contactKnown={contactKnown} />}
      {step.id === 'set-password' ? (
        <PasswordStep key={step.id} backTo={backTo} />
      ) : (
        renderStep(step.id, onDone, backTo, data.prefilledFrom.length)
      )}
      <LoanOfficerCard />
    </>
  );
}

/** A prefill that lands after the page opened (REG-015, REG-027…030) re-reads the form's answers. */
function renderStep(
  id: Exclude<V2StepId, 'set-password'>,
  onDone: () => void,
  backTo: string | undefined,
  prefills: number,
) {
  const Step = STEP_COMPONENTS[id];
  return <Step key={`${id}:${prefills}`} onDone={onDone} backTo={backTo} />;
}

export const loader = redirectClassicStep;
