import { staffApi } from '@hearth/domain/api/staff-api';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const staffListQuery = queryOptions({
  queryKey: ['staff', 'list'],
  queryFn: ({ signal }) => callEndpoint(staffApi.list, {}, { signal }),
});

export const invitationsQuery = queryOptions({
  queryKey: ['staff', 'invitations'],
  queryFn: ({ signal }) => callEndpoint(staffApi.invitations, {}, { signal }),
});

/** The lenders field as the API takes them: codes separated by commas or spaces, none = every lender. */
export function parseOrgCodes(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

export function describeOrgCodes(orgCodes: readonly string[]): string {
  return orgCodes.length ? orgCodes.join(', ') : 'Every lender';
}
