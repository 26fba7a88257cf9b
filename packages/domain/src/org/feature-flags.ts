import { z } from 'zod';

/** A flag variable's value: the maintenance flag's `routes` is a list of path patterns (API-067). */
export const zFlagVariableValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type FlagVariableValue = z.infer<typeof zFlagVariableValue>;

/** API-066: the feature flag entity. */
export const zFeatureFlag = z.object({
  key: z.string(),
  enabled: z.boolean(),
  variables: z.array(z.object({ key: z.string(), defaultValue: zFlagVariableValue })),
});
export type FeatureFlag = z.infer<typeof zFeatureFlag>;

/** API-063…065: who asks. `attributes.organization` picks the org (API-067), else the request's org. */
export const zOptimizeUser = z.object({
  trackerId: z.string().max(200).optional(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type OptimizeUser = z.infer<typeof zOptimizeUser>;

/** API-064: one flag decided for one user; variables keyed by name. */
export const zFlagDecision = z.object({
  featureKey: z.string(),
  enabled: z.boolean(),
  variationKey: z.enum(['on', 'off']),
  variables: z.record(z.string(), zFlagVariableValue),
});
export type FlagDecision = z.infer<typeof zFlagDecision>;

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/** ORG-041, API-067, ERR-008: the maintenance page's variables and their defaults (000 §8). */
export const zMaintenanceVariables = z.object({
  /** Path patterns under maintenance, e.g. "/account/heloc/register*"; empty = none. */
  routes: z.array(z.string()),
  message: z.string(),
  pageTitle: z.string(),
  shouldShowDashboardLink: z.boolean(),
});
export type MaintenanceVariables = z.infer<typeof zMaintenanceVariables>;

export const MAINTENANCE_DEFAULTS: MaintenanceVariables = {
  routes: [],
  message:
    'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
  pageTitle: 'Scheduled Maintenance',
  shouldShowDashboardLink: true,
};

/** Default variables per flag key; flags not listed have none. */
export const FLAG_VARIABLE_DEFAULTS: Record<string, Record<string, FlagVariableValue>> = {
  [MAINTENANCE_FLAG]: MAINTENANCE_DEFAULTS,
};
