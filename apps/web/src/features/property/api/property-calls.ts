import { propertyReviewApi } from '@hearth/domain/api/property-review-api';
import type { PropertyAddressBody, PropertySelectBody } from '@hearth/domain/journey/property-review';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007 `GET P/property/candidates`: the address searched and the properties found. */
export const getPropertyReviewQueryOptions = (uuid: string) =>
  queryOptions(endpointQuery(propertyReviewApi.candidates, { params: { uuid } }));

/** NO_PROPERTY_FOUND → PROPERTY_ADDRESS_CORRECTED. */
export const postPropertyAddress = (uuid: string, body: PropertyAddressBody) =>
  callEndpoint(propertyReviewApi.correctAddress, { params: { uuid }, body });

/** MULTIPLE_PROPERTIES → PROPERTY_SELECTED. */
export const postPropertySelect = (uuid: string, body: PropertySelectBody) =>
  callEndpoint(propertyReviewApi.select, { params: { uuid }, body });
