import { offersApi } from '@hearth/domain/api/offers-api';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { getDocumentsQueryOptions, type JourneyDocument } from '../../../lib/heloc-application.ts';

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

/** 007: FINAL_OFFER → FINAL_OFFER_ACCEPTED (the note is generated next). */
export function postAcceptFinalOffer(uuid: string) {
  return callEndpoint(offersApi.acceptFinal, { params: { uuid }, body: {} });
}
