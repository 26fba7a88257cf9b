import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  getDocumentsQueryOptions,
  getHelocPath,
  type JourneyDocument,
} from '../../../lib/heloc-application.ts';
import type { Signature } from '../lib/signature-schema.ts';

export type SignableDocument = JourneyDocument;

/** `poll`: re-read every `everyMs` until `until(list)` holds (a package still being generated). */
export function useDocuments(
  uuid: string,
  poll?: { everyMs: number; until: (documents: readonly SignableDocument[]) => boolean },
) {
  return useQuery({
    ...getDocumentsQueryOptions(uuid),
    ...(poll
      ? {
          refetchInterval: (query: { state: { data?: SignableDocument[] } }) =>
            query.state.data && poll.until(query.state.data) ? false : poll.everyMs,
        }
      : {}),
  });
}

/** 007 `GET P/documents/{documentUuid}`: the PDF bytes (owners only). */
export function getDocumentPdfQueryOptions(uuid: string, documentUuid: string) {
  return queryOptions({
    queryKey: ['heloc-document-pdf', uuid, documentUuid],
    queryFn: ({ signal }) => apiFetch<Blob>(getHelocPath(uuid, `/documents/${documentUuid}`), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 007: NOTE_SIGNING → NOTE_SIGNED once every closing document is signed. */
export function postSignDocument(uuid: string, documentUuid: string, signature: Signature): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, `/documents/${documentUuid}/sign`), {
    method: 'POST',
    body: { signature, reachedEnd: true },
  });
}

/** 007: FINAL_OFFER → FINAL_OFFER_ACCEPTED (the note is generated next). */
export function postAcceptFinalOffer(uuid: string): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/final-offer/accept'), { method: 'POST', body: {} });
}
