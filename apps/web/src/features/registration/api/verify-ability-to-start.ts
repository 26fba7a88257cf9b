import { registrationApi } from '@hearth/domain/api/registration-api';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** API-019. */
export function verifyAbilityToStart() {
  return callEndpoint(registrationApi.abilityToStart, {});
}
