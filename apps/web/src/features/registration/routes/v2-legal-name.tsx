import { NameStep } from '../components/steps/name-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('legal-name', NameStep);
