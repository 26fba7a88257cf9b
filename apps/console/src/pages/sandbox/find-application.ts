import { opsApi } from '@hearth/domain/api/ops-api';
import { z } from 'zod';
import { callEndpoint } from '../../lib/api-client.ts';

export const APPLICATION_NOT_FOUND = 'No application has this loan number or uuid.';

/** A uuid is the application's own; anything else is looked up as a loan number (exact match). */
export async function findApplicationUuid(text: string): Promise<string> {
  const wanted = text.trim();
  if (z.uuid().safeParse(wanted).success) {
    return wanted.toLowerCase();
  }
  const page = await callEndpoint(opsApi.applications, { query: { q: wanted, page: 1, pageSize: 20 } });
  const match = page.items.find((item) => item.loanNumber.toLowerCase() === wanted.toLowerCase());
  if (!match) {
    throw new Error(APPLICATION_NOT_FOUND);
  }
  return match.uuid;
}
