import { opsApi } from '@hearth/domain/api/ops-api';
import type { ProposalStatus } from '@hearth/domain/ops/staff-proposal';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export function proposalsQuery(status: ProposalStatus | undefined) {
  return queryOptions({
    queryKey: ['ops', 'proposals', status ?? 'ALL'],
    queryFn: ({ signal }) => callEndpoint(opsApi.proposals, { query: status ? { status } : {} }, { signal }),
  });
}
