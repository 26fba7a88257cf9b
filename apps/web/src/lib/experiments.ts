import { experimentsApi } from '@hearth/domain/api/experiments-api';
import { EXPERIMENT_APP_ID_REQUIRED_MESSAGE } from '@hearth/domain/errors/error-messages';
import type {
  ExperimentMode,
  ExperimentRecord,
  ExperimentVariation,
} from '@hearth/domain/experiments/experiment';
import { callEndpoint } from './call-endpoint.ts';

export interface SeenExperiment {
  name: string;
  variation?: ExperimentVariation;
  mode?: ExperimentMode;
}

/**
 * API-035: reports the experiments seen on an application; the answer holds the variations the
 * server assigned (decision 019). Without the application there is nothing to save (ERR-024).
 */
export async function saveExperiments(
  appUuid: string | null | undefined,
  experiments: readonly SeenExperiment[],
): Promise<ExperimentRecord[]> {
  if (!appUuid) {
    throw new Error(EXPERIMENT_APP_ID_REQUIRED_MESSAGE);
  }
  const saved = await callEndpoint(experimentsApi.save, {
    params: { appUuid },
    body: { experiments: experiments.map((experiment) => ({ ...experiment, appUuid })) },
  });
  return saved.experiments;
}

/** API-033: the tracker the borrower's experiments follow (null until linked). */
export async function getTrackerUuid(identityUuid: string): Promise<string | null> {
  return (await callEndpoint(experimentsApi.trackerProfile, { query: { identityUuid } })).trackerUuid;
}

/** API-034: links this browser's tracker (the telemetry session's trackerUuid) to the borrower. */
export async function linkTracker(identityUuid: string, trackerUuid: string): Promise<void> {
  await callEndpoint(experimentsApi.linkTrackerProfile, {
    query: { identityUuid },
    body: { optimizelyProfileUuid: trackerUuid },
  });
}
