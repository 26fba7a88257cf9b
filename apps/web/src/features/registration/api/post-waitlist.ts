import { apiFetch } from '../../../lib/api-client.ts';

export const WAITLIST_PATH = '/waitlist/home-equity-loan-plus';

/** API-040 body. */
export interface WaitlistBody {
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  income: number;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  consent: boolean;
}

export async function postWaitlist(body: WaitlistBody): Promise<void> {
  await apiFetch<unknown>(WAITLIST_PATH, { method: 'POST', body });
}
