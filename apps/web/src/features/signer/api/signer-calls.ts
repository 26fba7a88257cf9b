import { rescissionApi } from '@hearth/domain/api/application-api';
import { signerApi } from '@hearth/domain/api/signer-api';
import type { Signature } from '@hearth/domain/journey/document-signing';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { loadQuery, signedInPageLoader } from '../../../lib/route-data.ts';
import {
  getSignerApplicationsQueryOptions,
  pickCurrentSignerApplication,
} from '../../../lib/signer-application.ts';

/** `POST …/heloc/signer/invitation`: what a link is for (the token in the body, never a URL). */
export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    ...endpointQuery(signerApi.lookupInvitation, { body: { token } }, undefined, {
      skipSessionRedirect: true,
    }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST …/heloc/signer/invitation/accept`: spends the link; answers a token. */
export function postAcceptInvitation(token: string, password: string) {
  return callEndpoint(
    signerApi.acceptInvitation,
    { body: { token, password } },
    { skipSessionRedirect: true },
  );
}

/** `GET …/heloc/signer/{uuid}/documents`: the signer's own copies. */
export function getSignerDocumentsQueryOptions(uuid: string) {
  return queryOptions(endpointQuery(signerApi.documents, { params: { uuid } }));
}

/** The loader of a page listing the signer's documents: their application first, then its documents. */
export const loadSignerDocuments = signedInPageLoader(async () => {
  const current = pickCurrentSignerApplication((await loadQuery(getSignerApplicationsQueryOptions())) ?? []);
  if (current) {
    await loadQuery(getSignerDocumentsQueryOptions(current.applicationUuid));
  }
});

/** One of them as a PDF (the signed copy once signed: `signed` makes it another cache entry). */
export function getSignerDocumentPdfQueryOptions(uuid: string, documentUuid: string, signed: boolean) {
  return queryOptions({
    ...endpointQuery(signerApi.documentFile, { params: { uuid, documentUuid } }, { signed }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function postSignerSignature(uuid: string, documentUuid: string, signature: Signature) {
  return callEndpoint(signerApi.sign, {
    params: { uuid, documentUuid },
    body: { signature, reachedEnd: true },
  });
}

/** The signer's own copies, for the shared signing component: a signature also moves their page on. */
export function getSignerSigningCalls(uuid: string) {
  return {
    pdfQuery: (documentUuid: string) => getSignerDocumentPdfQueryOptions(uuid, documentUuid, false),
    sign: (documentUuid: string, signature: Signature) => postSignerSignature(uuid, documentUuid, signature),
    refreshKeys: [
      getSignerDocumentsQueryOptions(uuid).queryKey,
      getSignerApplicationsQueryOptions().queryKey,
    ],
  };
}

/** 007 `POST P/rescind`: every owner on title may cancel while the right lasts. */
export function postRescind(uuid: string) {
  return callEndpoint(rescissionApi.rescind, { params: { uuid }, body: { confirm: true } });
}
