import type { Signature } from '@hearth/domain/journey/document-signing';
import { SIGNER_API_BASE, type SignerApplication } from '@hearth/domain/signer/signer-application';
import type { AcceptInvitationResponse, InvitationSummary } from '@hearth/domain/signer/signer-invitation';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath, type JourneyDocument } from '../../../lib/heloc-application.ts';
import { getSignerApiPath } from '../../../lib/signer-application.ts';

/** `POST …/heloc/signer/invitation`: what a link is for (the token in the body, never a URL). */
export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['signer-invitation', token],
    queryFn: ({ signal }) =>
      apiFetch<InvitationSummary>(`${SIGNER_API_BASE}/invitation`, {
        method: 'POST',
        body: { token },
        signal,
        skipSessionRedirect: true,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST …/heloc/signer/invitation/accept`: spends the link; answers a token. */
export function postAcceptInvitation(token: string, password: string): Promise<AcceptInvitationResponse> {
  return apiFetch<AcceptInvitationResponse>(`${SIGNER_API_BASE}/invitation/accept`, {
    method: 'POST',
    body: { token, password },
    skipSessionRedirect: true,
  });
}

/** `GET …/heloc/signer/{uuid}/documents`: the signer's own copies. */
export function getSignerDocumentsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['signer-documents', uuid],
    queryFn: ({ signal }) => apiFetch<JourneyDocument[]>(getSignerApiPath(uuid, '/documents'), { signal }),
  });
}

/** One of them as a PDF (the signed copy once signed). */
export function getSignerDocumentPdfQueryOptions(uuid: string, documentUuid: string, signed: boolean) {
  return queryOptions({
    queryKey: ['signer-document-pdf', uuid, documentUuid, signed],
    queryFn: ({ signal }) => apiFetch<Blob>(getSignerApiPath(uuid, `/documents/${documentUuid}`), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function postSignerSignature(
  uuid: string,
  documentUuid: string,
  signature: Signature,
): Promise<{ signer: SignerApplication }> {
  return apiFetch(getSignerApiPath(uuid, `/documents/${documentUuid}/sign`), {
    method: 'POST',
    body: { signature, reachedEnd: true },
  });
}

/** 007 `POST P/rescind`: every owner on title may cancel while the right lasts. */
export function postRescind(uuid: string): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/rescind'), { method: 'POST', body: { confirm: true } });
}
