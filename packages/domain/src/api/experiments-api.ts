import {
  zExperimentList,
  zExperimentsBody,
  zExperimentsParams,
  zTrackerProfile,
  zTrackerProfileBody,
  zTrackerProfileQuery,
} from '../experiments/experiment.ts';
import { HELOC_V3_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-033…035, API-068/069: the borrower's tracker profile and the experiments seen on an application. */
export const experimentsApi = {
  trackerProfile: defineEndpoint({
    id: 'experiments.trackerProfile',
    method: 'GET',
    path: `${HELOC_V3_API}/optermizerly-profile`,
    auth: 'bearer',
    query: zTrackerProfileQuery,
    response: zTrackerProfile,
  }),
  linkTrackerProfile: defineEndpoint({
    id: 'experiments.linkTrackerProfile',
    method: 'PATCH',
    path: `${HELOC_V3_API}/optermizerly-profile`,
    auth: 'bearer',
    query: zTrackerProfileQuery,
    body: zTrackerProfileBody,
    response: zTrackerProfile,
  }),
  save: defineEndpoint({
    id: 'experiments.save',
    method: 'PATCH',
    path: `${HELOC_V3_API}/:appUuid/experiments`,
    auth: 'bearer',
    params: zExperimentsParams,
    body: zExperimentsBody,
    response: zExperimentList,
  }),
};
