import {
  type FeatureFlag,
  FLAG_VARIABLE_DEFAULTS,
  type FlagDecision,
  type FlagVariableValue,
} from '@hearth/domain/org/feature-flags';
import { FEATURE_FLAGS, type OrgConfig } from '@hearth/domain/org/org-config';
import type { FlagOverrides } from './flag-overrides.ts';

interface FlagState {
  enabled: boolean;
  variables: Record<string, FlagVariableValue>;
}

/**
 * A flag for one org: its `publicFeatureToggles` value (off when unset), then the `*` override,
 * then the org's own override. Variables merge the same way over the flag's defaults.
 */
export function getFlagState(org: OrgConfig, overrides: FlagOverrides, key: string): FlagState {
  const layers = [own(own(overrides, '*'), key), own(own(overrides, org.companyInfo.orgCode), key)];
  const toggles = org.companyInfo.publicFeatureToggles as Record<string, boolean | undefined>;
  let enabled = own(toggles, key) ?? false;
  let variables = { ...own(FLAG_VARIABLE_DEFAULTS, key) };
  for (const layer of layers) {
    enabled = layer?.enabled ?? enabled;
    variables = { ...variables, ...layer?.variables };
  }
  return { enabled, variables };
}

/** A record's own entry: a caller's key such as `constructor` must not reach Object.prototype. */
function own<T>(record: Partial<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** API-065, API-066: every known flag plus any the overrides add, sorted by key. */
export function listFlags(org: OrgConfig, overrides: FlagOverrides): FeatureFlag[] {
  const keys = new Set<string>([
    ...FEATURE_FLAGS,
    ...Object.keys(overrides['*'] ?? {}),
    ...Object.keys(overrides[org.companyInfo.orgCode] ?? {}),
  ]);
  return [...keys].sort().map((key) => {
    const { enabled, variables } = getFlagState(org, overrides, key);
    return {
      key,
      enabled,
      variables: Object.entries(variables).map(([name, defaultValue]) => ({ key: name, defaultValue })),
    };
  });
}

/** API-064: the decision for one flag, variables keyed by name. */
export function decideFlag(org: OrgConfig, overrides: FlagOverrides, key: string): FlagDecision {
  const { enabled, variables } = getFlagState(org, overrides, key);
  return { featureKey: key, enabled, variationKey: enabled ? 'on' : 'off', variables };
}
