import { liensApi } from '@hearth/domain/api/liens-api';
import type { LiensDisputeBody } from '@hearth/domain/journey/liens';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007 `GET P/liens`: the liens of record and new credit inquiries. */
export const getLiensQueryOptions = (uuid: string) =>
  queryOptions(endpointQuery(liensApi.get, { params: { uuid } }));

/** LIEN_VERIFICATION → LIENS_CONFIRMED. */
export const postLiensConfirm = (uuid: string) =>
  callEndpoint(liensApi.confirm, { params: { uuid }, body: {} });

/** LIEN_VERIFICATION → LIENS_DISPUTED. */
export const postLiensDispute = (uuid: string, body: LiensDisputeBody) =>
  callEndpoint(liensApi.dispute, { params: { uuid }, body });

/** LIEN_ATTESTATION → LIENS_ATTESTED. */
export const postLiensAttest = (uuid: string) =>
  callEndpoint(liensApi.attest, { params: { uuid }, body: { attested: true } });
