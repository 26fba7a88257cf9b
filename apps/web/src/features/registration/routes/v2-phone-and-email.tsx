import { ContactStep } from '../components/steps/contact-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('phone-and-email', ContactStep);
