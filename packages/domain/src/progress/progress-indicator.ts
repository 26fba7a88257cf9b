import type { ProgressStage } from '../enums/progress-stage.ts';
import { PROGRESS_STAGE_INDEX } from '../enums/progress-stage.ts';

export type IndicatorStatus = 'complete' | 'current' | 'upcoming';

export interface IndicatorStep {
  /** i18n key suffix; the web catalogue holds the label below verbatim. */
  key: string;
  /** The spec's label (000 §2, PRG-049). */
  label: string;
  status: IndicatorStatus;
}

const BASE_STEPS = [
  ['basicInfo', 'Basic Info'],
  ['selectOffer', 'Select Offer'],
  ['provideMoreInfo', 'Provide More Info'],
  ['linkIncomeSources', 'Link Income Sources'],
  ['verifyIdentity', 'Verify Identity'],
  ['signDocuments', 'Sign Documents'],
] as const;

const MANUAL_NOTARY_STEP = ['scheduleNotarySession', 'Schedule Notary Session'] as const;
const ENOTARY_STEP = ['talkToENotary', 'Talk to eNotary'] as const;

/**
 * PRG-049: the application progress indicator. Step i is coarse stage i (PRG-048); at COMPLETE (7)
 * every step is complete.
 */
export function buildProgressIndicator(stage: ProgressStage, manualNotary = false): IndicatorStep[] {
  const current = PROGRESS_STAGE_INDEX[stage];
  const steps = [...BASE_STEPS, manualNotary ? MANUAL_NOTARY_STEP : ENOTARY_STEP];
  return steps.map(([key, label], index) => ({
    key,
    label,
    status: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
}
