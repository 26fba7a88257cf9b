import { useNavigate, useSearchParams } from 'react-router';
import { useOrg } from '../../../lib/org.tsx';
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
import { isRedesignOn } from '../lib/flags.ts';
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const org = useOrg();
  const data = useRegisterData();
  const step = findStepByQuery(params.get('step')) ?? V2_STEPS[0];
  const previous = getPreviousStep(step.id, data);
  const backTo = previous ? getClassicHref(previous, params.toString()) : undefined;
  const onDone = () => {
    const next = getNextStep(step.id, readRegisterData());
    if (next) {
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
        renderStep(step.id, onDone, backTo)
      )}
    </>
  );
}

function renderStep(id: Exclude<V2StepId, 'set-password'>, onDone: () => void, backTo: string | undefined) {
  const Step = STEP_COMPONENTS[id];
  return <Step key={id} onDone={onDone} backTo={backTo} />;
}

export const loader = redirectClassicStep;
