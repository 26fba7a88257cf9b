import { HomeAddressStep } from '../components/steps/home-address-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('home-address', HomeAddressStep);
