import { z } from 'zod';
import { zStateLicenses, zStatesEligibility, zZipEligibility } from '../org/eligibility.ts';
import { zFeatureFlag, zFlagDecision, zOptimizeUser } from '../org/feature-flags.ts';
import {
  zDepartmentHours,
  zHoursParams,
  zHoursQuery,
  zOpenStatus,
  zWeekSchedule,
} from '../org/operating-hours-dto.ts';
import { EXTERNAL_HELOC_API, OPERATING_HOURS_API, OPTIMIZE_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-028…030; the org is the request's. */
export const orgApi = {
  statesEligibility: defineEndpoint({
    id: 'org.statesEligibility',
    method: 'GET',
    path: '/service-application/external/api/v2/heloc/states-eligibility',
    auth: 'public',
    response: zStatesEligibility,
  }),
  zipEligibility: defineEndpoint({
    id: 'org.zipEligibility',
    method: 'GET',
    path: `${EXTERNAL_HELOC_API}/zip-eligibility`,
    auth: 'public',
    response: zZipEligibility,
  }),
  stateLicenses: defineEndpoint({
    id: 'org.stateLicenses',
    method: 'GET',
    path: `${EXTERNAL_HELOC_API}/state-licenses`,
    auth: 'public',
    query: z.object({ orgCode: z.string().max(64).optional() }),
    response: zStateLicenses,
  }),
};

/** API-042, API-043: a department's hours in Pacific time (ORG-030). */
export const operatingHoursApi = {
  hours: defineEndpoint({
    id: 'operatingHours.hours',
    method: 'GET',
    path: OPERATING_HOURS_API,
    auth: 'public',
    params: zHoursParams,
    query: zHoursQuery,
    response: zDepartmentHours,
  }),
  openStatus: defineEndpoint({
    id: 'operatingHours.openStatus',
    method: 'GET',
    path: `${OPERATING_HOURS_API}/openStatus`,
    auth: 'public',
    params: zHoursParams,
    response: zOpenStatus,
  }),
  week: defineEndpoint({
    id: 'operatingHours.week',
    method: 'GET',
    path: `${OPERATING_HOURS_API}/week`,
    auth: 'public',
    params: zHoursParams,
    response: zWeekSchedule,
  }),
};

const zOptimizeParams = z.object({ context: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const zFeatureKey = z.string().min(1).max(128);

/** API-063…067: feature flags per org, the tracked user's or the request's. */
export const featureFlagsApi = {
  feature: defineEndpoint({
    id: 'featureFlags.feature',
    method: 'POST',
    path: `${OPTIMIZE_API}/v1/feature`,
    auth: 'public',
    params: zOptimizeParams,
    body: z.object({ featureKey: zFeatureKey, optimizeUser: zOptimizeUser }),
    response: z.object({ enabled: z.boolean() }),
  }),
  features: defineEndpoint({
    id: 'featureFlags.features',
    method: 'POST',
    path: `${OPTIMIZE_API}/v1/features`,
    auth: 'public',
    params: zOptimizeParams,
    body: z.object({ optimizeUser: zOptimizeUser }),
    response: z.array(zFeatureFlag),
  }),
  decision: defineEndpoint({
    id: 'featureFlags.decision',
    method: 'POST',
    path: `${OPTIMIZE_API}/v2/decision`,
    auth: 'public',
    params: zOptimizeParams,
    body: z.object({ featureKey: zFeatureKey.optional(), optimizeUser: zOptimizeUser }),
    response: z.object({ optimizeUser: zOptimizeUser, decisions: z.array(zFlagDecision) }),
  }),
};
