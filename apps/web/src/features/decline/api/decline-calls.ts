import { adverseActionApi } from '@hearth/domain/api/soft-credit-api';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007 `GET P/decline`: the adverse action notice of a declined application. */
export const getAdverseActionQueryOptions = (uuid: string) =>
  queryOptions(endpointQuery(adverseActionApi.get, { params: { uuid } }));
