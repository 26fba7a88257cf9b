import { getDisplayedApr } from '@hearth/domain/offers/displayed-apr';
import { deriveClientState } from '@hearth/domain/progress/derive-events';
import { buildProgressIndicator, type IndicatorStep } from '@hearth/domain/progress/progress-indicator';
import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { getProgressStage } from '@hearth/domain/progress/progress-stage';
import { getProgressStageOfStep } from '@hearth/domain/progress/step-stage';
import type { JourneyApplication } from '../../../lib/heloc-application.ts';

export interface PropertyAddress {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** The fields of `GET P` the sidebar reads beyond the progress input. */
export type SidebarApplication = JourneyApplication & {
  property?: { state?: string | null; address?: PropertyAddress | null } | null;
};

/**
 * PRG-048/049: the indicator steps where the application is — its server step, page by page; the
 * client state derived from the data only while the step is not known (manual vs e-notary label).
 */
export function getIndicatorSteps(
  application: JourneyApplication,
  profile: ProgressProfile | undefined,
  serverStep?: string | null,
): IndicatorStep[] {
  const manualNotary = application.status?.manualNotary === true;
  const stage =
    getProgressStageOfStep(serverStep ?? application.serverStep, manualNotary) ??
    getProgressStage(deriveClientState({ application, profile }), manualNotary);
  return buildProgressIndicator(stage, manualNotary);
}

/**
 * The offer the borrower chose, once amount, rate and term are on the application (APP-022), at the
 * APR every page shows for it (with the AutoPay discount once AutoPay is chosen).
 */
export function getChosenOffer(application: JourneyApplication) {
  const { amount, rate, term } = application;
  if (amount == null || rate == null || term == null) {
    return null;
  }
  const payType = application.payType ?? null;
  return {
    amount,
    rate: getDisplayedApr({ rate, otherRate: application.otherRate }, payType),
    term,
    payType,
  };
}
