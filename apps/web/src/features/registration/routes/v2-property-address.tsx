import type { ActionFunctionArgs } from 'react-router';
import { PropertyStep } from '../components/steps/property-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('property-address', PropertyStep);

/** The step sent without scripts; its code loads only then (on the server), not with the page. */
export async function action(args: ActionFunctionArgs) {
  return (await import('./v2-step-actions.ts')).answerPropertyStep(args);
}
