import { valuationApi } from '@hearth/domain/api/valuation-api';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/query-keys.ts';

/** 007 `GET P/valuation`: the valuation the branch pages read. */
export const getValuationQueryOptions = (uuid: string) =>
  queryOptions(endpointQuery(valuationApi.get, { params: { uuid } }));
