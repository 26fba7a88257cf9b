import { IncomeStep } from '../components/steps/income-step.tsx';
import { createV2StepRoute } from './create-v2-step-route.tsx';

export const { Component, loader } = createV2StepRoute('annual-income', IncomeStep);
