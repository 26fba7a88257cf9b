import { softCreditApi } from '@hearth/domain/api/soft-credit-api';
import type { CreditUnfrozenBody, SoftCreditSsnBody } from '@hearth/domain/journey/soft-credit';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007 `GET P/soft-credit`: the pull, a freeze, its PIN, the masked SSN. */
export const getCreditCheckQueryOptions = (uuid: string) =>
  queryOptions(endpointQuery(softCreditApi.check, { params: { uuid } }));

/** CREDIT_NO_MATCH → SSN_SUBMITTED. */
export const postRepullSsn = (uuid: string, body: SoftCreditSsnBody) =>
  callEndpoint(softCreditApi.repullSsn, { params: { uuid }, body });

/** SOFT/HARD_CREDIT_LOCKED_OR_FROZEN → CREDIT_UNFROZEN / FREEZE_PIN_SUBMITTED. */
export const postCreditUnfrozen = (uuid: string, body: CreditUnfrozenBody) =>
  callEndpoint(softCreditApi.unfrozen, { params: { uuid }, body });
