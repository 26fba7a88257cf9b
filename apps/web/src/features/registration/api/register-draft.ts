import {
  REGISTER_DRAFT_PATH,
  type RegisterDraft,
  type RegisterDraftBody,
} from '@hearth/domain/registration/register-draft';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** The signed-in borrower's saved registration for this lender, or null when there is none. */
export async function getRegisterDraft(): Promise<RegisterDraft | null> {
  try {
    return await apiFetch<RegisterDraft>(REGISTER_DRAFT_PATH, { skipSessionRedirect: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

export async function putRegisterDraft(draft: RegisterDraftBody): Promise<void> {
  await apiFetch<unknown>(REGISTER_DRAFT_PATH, { method: 'PUT', body: draft, skipSessionRedirect: true });
}

export async function deleteRegisterDraft(): Promise<void> {
  await apiFetch<unknown>(REGISTER_DRAFT_PATH, { method: 'DELETE', skipSessionRedirect: true });
}
