import '../lib/load-registration-strings.ts';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { useStepFlow } from '../api/get-auth-mode.ts';
import type { StepProps } from '../components/steps/step-props.ts';
import { saveDraftInBackground } from '../lib/register-draft-sync.ts';
import { readRegisterData, useRegisterData } from '../lib/register-store.ts';
import { createV2StepLoader } from '../lib/step-redirects.ts';
import { getNextStep, getPreviousStep, getV2Path, type V2StepId } from '../lib/v2-steps.ts';

/** A register-v2 page: its step, its loader (RTE-008) and its place in the order (REG-006…013). */
export function createV2StepRoute(stepId: V2StepId, Step: ComponentType<StepProps>) {
  function Component() {
    const navigate = useNavigate();
    const isSignedIn = useSession().status === 'authenticated';
    const data = useRegisterData();
    const flow = useStepFlow();
    const previous = getPreviousStep(stepId, data, flow);
    const onDone = () => {
      const data = readRegisterData();
      const next = getNextStep(stepId, data, flow);
      if (next) {
        if (isSignedIn) {
          saveDraftInBackground(next, data);
        }
        void navigate(getV2Path(next));
      }
    };
    // A prefill that lands after the page opened (REG-015, REG-027…030) re-reads the form's answers.
    return (
      <Step
        key={data.prefilledFrom.length}
        onDone={onDone}
        backTo={previous ? getV2Path(previous) : undefined}
      />
    );
  }
  return { Component, loader: createV2StepLoader(stepId) };
}
