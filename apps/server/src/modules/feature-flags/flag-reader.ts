import type { FeatureFlagKey, OrgConfig } from '@hearth/domain/org/org-config';
import type { FastifyInstance } from 'fastify';
import { getFlagState } from './flag-state.ts';

export interface FlagReader {
  /** Whether a flag is on for a lender now: its registry toggle, then the overrides (file, then staff's). */
  isEnabled(org: OrgConfig, key: FeatureFlagKey): Promise<boolean>;
}

/** The flags a route decides on, read as the `service-optimize` calls read them (decision 003). */
export function createFlagReader(app: FastifyInstance): FlagReader {
  const overrides = app.flagOverrides;
  return {
    async isEnabled(org, key) {
      return getFlagState(org, await overrides.read(), key).enabled;
    },
  };
}
