import type { ActionFunctionArgs } from 'react-router';
import { NameStep } from '../components/steps/name-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('legal-name', NameStep);

/** The step sent without scripts (decision 029 §5); its code loads only then (on the server). */
export async function action(args: ActionFunctionArgs) {
  return (await import('./v2-step-actions.ts')).answerNameStep(args);
}
