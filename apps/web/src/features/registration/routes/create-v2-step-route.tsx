import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { StepProps } from '../components/steps/step-props.ts';
import { readRegisterData, useRegisterData } from '../lib/register-store.ts';
import { createV2StepLoader } from '../lib/step-redirects.ts';
import { getNextStep, getPreviousStep, getV2Path, type V2StepId } from '../lib/v2-steps.ts';

/** A register-v2 page: its step, its loader (RTE-008) and its place in the order (REG-006…013). */
export function createV2StepRoute(stepId: V2StepId, Step: ComponentType<StepProps>) {
  function Component() {
    const navigate = useNavigate();
    const previous = getPreviousStep(stepId, useRegisterData());
    const onDone = () => {
      const next = getNextStep(stepId, readRegisterData());
      if (next) {
        void navigate(getV2Path(next));
      }
    };
    return <Step onDone={onDone} backTo={previous ? getV2Path(previous) : undefined} />;
  }
  return { Component, loader: createV2StepLoader(stepId) };
}
