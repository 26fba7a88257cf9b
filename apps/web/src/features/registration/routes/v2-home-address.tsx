import type { ActionFunctionArgs } from 'react-router';
import { HomeAddressStep } from '../components/steps/home-address-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('home-address', HomeAddressStep);

/** The step sent without scripts (decision 029 §5); its code loads only then (on the server). */
export async function action(args: ActionFunctionArgs) {
  return (await import('./v2-step-actions.ts')).answerHomeAddressStep(args);
}
