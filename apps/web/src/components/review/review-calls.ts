import type { ValuationView } from '@hearth/domain/journey/valuation';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { getHelocPath } from '../../lib/heloc-application.ts';

/** 007 reads of the branch pages; each key starts with the page's data and ends with the uuid. */
function readQuery<T>(name: string, uuid: string, suffix: string) {
  return queryOptions({
    queryKey: [name, uuid],
    queryFn: ({ signal }) => apiFetch<T>(getHelocPath(uuid, suffix), { signal }),
  });
}

/** `GET P/valuation`. */
export const getValuationQueryOptions = (uuid: string) =>
  readQuery<ValuationView>('valuation', uuid, '/valuation');
