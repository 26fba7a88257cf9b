import { apiFetch } from '../../../lib/api-client.ts';

export const ABILITY_TO_START_PATH =
  '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';

export interface AbilityToStart {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  reason?: string;
}

/** API-019. */
export async function verifyAbilityToStart(): Promise<AbilityToStart> {
  const body = await apiFetch<Partial<AbilityToStart>>(ABILITY_TO_START_PATH);
  return {
    canStartApplication: body?.canStartApplication === true,
    organizationsWithActiveApplication: body?.organizationsWithActiveApplication ?? [],
    ...(body?.reason ? { reason: body.reason } : {}),
  };
}
