import {
  zHmdaLarQuery,
  zLenderHmdaSettings,
  zLenderHmdaSettingsBody,
  zLenderParams,
} from '../exports/hmda-export-dto.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Exports a lender files: the HMDA loan/application register, and the settings it is filed under. */
export const opsExportsApi = {
  hmdaLar: defineEndpoint({
    id: 'opsExports.hmdaLar',
    permission: 'exports.hmda',
    method: 'GET',
    path: `${OPS_API}/exports/hmda-lar`,
    auth: 'staff',
    query: zHmdaLarQuery,
    response: 'file',
  }),
  hmdaSettings: defineEndpoint({
    id: 'opsExports.hmdaSettings',
    permission: 'lender.settings',
    method: 'GET',
    path: `${OPS_API}/lenders/:orgCode/hmda-settings`,
    auth: 'staff',
    params: zLenderParams,
    response: zLenderHmdaSettings,
  }),
  setHmdaSettings: defineEndpoint({
    id: 'opsExports.setHmdaSettings',
    permission: 'lender.settings',
    method: 'PUT',
    path: `${OPS_API}/lenders/:orgCode/hmda-settings`,
    auth: 'staff',
    params: zLenderParams,
    body: zLenderHmdaSettingsBody,
    response: zLenderHmdaSettings,
  }),
};
