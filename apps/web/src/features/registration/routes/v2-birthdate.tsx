import { BirthdateStep } from '../components/steps/birthdate-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('birthdate', BirthdateStep);
