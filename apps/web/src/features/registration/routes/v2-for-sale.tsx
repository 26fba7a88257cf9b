import { ForSaleStep } from '../components/steps/for-sale-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('for-sale', ForSaleStep);
