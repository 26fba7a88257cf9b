import { registrationApi } from '@hearth/domain/api/registration-api';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import type { RegisterData } from './register-data.ts';
import { fromDomainRegisterData } from './register-draft-sync.ts';
import { toDomainRegisterData } from './to-domain-register-data.ts';

/**
 * A visitor's server-side register draft (decision 029 §5), read and written by the register
 * steps' loaders and actions on the server only, in-process: the draft cookie of the page request
 * names it (the server renderer forwards it, and hands a new one to the browser).
 */
export async function readVisitorDraft(): Promise<RegisterData | undefined> {
  try {
    const draft = await callEndpoint(registrationApi.visitorDraft, {}, { skipSessionRedirect: true });
    return fromDomainRegisterData(draft.data);
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) {
      return undefined;
    }
    throw error;
  }
}

export async function saveVisitorDraft(data: RegisterData): Promise<void> {
  await callEndpoint(
    registrationApi.saveVisitorDraft,
    { body: { data: toDomainRegisterData(data) } },
    { skipSessionRedirect: true },
  );
}

export async function discardVisitorDraft(): Promise<void> {
  await callEndpoint(registrationApi.discardVisitorDraft, {}, { skipSessionRedirect: true });
}
