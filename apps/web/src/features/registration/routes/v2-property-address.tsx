import { PropertyStep } from '../components/steps/property-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('property-address', PropertyStep);
