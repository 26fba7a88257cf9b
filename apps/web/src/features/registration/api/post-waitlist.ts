import type { EndpointBody } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

type ContractWaitlistBody = EndpointBody<typeof registrationApi.joinWaitlist>;

/** API-040 body as the register data holds it: the server refuses a missing consent ('Required'). */
export type WaitlistBody = Omit<ContractWaitlistBody, 'consent'> & { consent: boolean };

export async function postWaitlist(body: WaitlistBody): Promise<void> {
  await callEndpoint(registrationApi.joinWaitlist, { body: body as ContractWaitlistBody });
}
