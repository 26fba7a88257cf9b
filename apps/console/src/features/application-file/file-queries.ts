import { opsApi } from '@hearth/domain/api/ops-api';
import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** Every query of one application file shares this key's head, so one invalidation refreshes them. */
export function fileKey(uuid: string) {
  return ['ops', 'application', uuid] as const;
}

export function detailQuery(uuid: string) {
  return queryOptions({
    queryKey: [...fileKey(uuid), 'detail'],
    queryFn: ({ signal }) => callEndpoint(opsApi.application, { params: { uuid } }, { signal }),
  });
}

export function fileQuery(uuid: string) {
  return queryOptions({
    queryKey: [...fileKey(uuid), 'file'],
    queryFn: ({ signal }) => callEndpoint(opsFileApi.file, { params: { uuid } }, { signal }),
  });
}

export function documentsQuery(uuid: string) {
  return queryOptions({
    queryKey: [...fileKey(uuid), 'documents'],
    queryFn: ({ signal }) => callEndpoint(opsFileApi.documents, { params: { uuid } }, { signal }),
  });
}

export function notesQuery(uuid: string) {
  return queryOptions({
    queryKey: [...fileKey(uuid), 'notes'],
    queryFn: ({ signal }) => callEndpoint(opsFileApi.notes, { params: { uuid } }, { signal }),
  });
}

export function auditTrailQuery(uuid: string, page: number) {
  return queryOptions({
    queryKey: [...fileKey(uuid), 'audit', page],
    queryFn: ({ signal }) =>
      callEndpoint(opsFileApi.auditTrail, { params: { uuid }, query: { page, pageSize: 20 } }, { signal }),
  });
}

/** After a change to the file: everything on the page is read again. */
export function useRefreshFile(uuid: string): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fileKey(uuid) });
}
