import type { RegisterDraft, RegisterDraftBody } from '@hearth/domain/registration/register-draft';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { loadRegistrationApi } from './registration-contract.ts';

/** The draft calls never end the session: the register pages decide what a refused token means. */
const DRAFT_CALL = { skipSessionRedirect: true };

/** The signed-in borrower's saved registration for this lender, or null when there is none. */
export async function getRegisterDraft(): Promise<RegisterDraft | null> {
  const { registrationApi } = await loadRegistrationApi();
  try {
    return await callEndpoint(registrationApi.draft, {}, DRAFT_CALL);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export async function putRegisterDraft(draft: RegisterDraftBody): Promise<void> {
  const { registrationApi } = await loadRegistrationApi();
  await callEndpoint(registrationApi.saveDraft, { body: draft }, DRAFT_CALL);
}

export async function deleteRegisterDraft(): Promise<void> {
  const { registrationApi } = await loadRegistrationApi();
  await callEndpoint(registrationApi.discardDraft, {}, DRAFT_CALL);
}
