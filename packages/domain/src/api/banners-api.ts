import { z } from 'zod';
import { zBannerFile, zBannerFileName } from '../banners/banner.ts';
import {
  zCreateBannerBody,
  zOpsBanner,
  zOpsBannerList,
  zOrgBannerParams,
  zOrgBannersParams,
  zScheduleBannerBody,
} from '../banners/ops-banner.ts';
import { BANNERS_FILE_API, OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

const zBannerFileParams = z.strictObject({
  orgCode: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a valid organization code'),
  file: zBannerFileName,
});

/**
 * API-072: a lender's published banner file, public and never cached (production `banners.json`,
 * test `banners-test.json`). The spec reads it from cloud storage; Hearth serves it (decision 018).
 */
export const bannersApi = {
  file: defineEndpoint({
    id: 'banners.file',
    method: 'GET',
    path: `${BANNERS_FILE_API}/:orgCode/:file`,
    auth: 'public',
    params: zBannerFileParams,
    response: zBannerFile,
  }),
};

/** Staff write a lender's banners: create, schedule and retire them (decision 018). */
export const opsBannersApi = {
  list: defineEndpoint({
    id: 'opsBanners.list',
    permission: 'lender.settings',
    method: 'GET',
    path: `${OPS_API}/orgs/:orgCode/banners`,
    auth: 'staff',
    params: zOrgBannersParams,
    response: zOpsBannerList,
  }),
  create: defineEndpoint({
    id: 'opsBanners.create',
    permission: 'lender.settings',
    method: 'POST',
    path: `${OPS_API}/orgs/:orgCode/banners`,
    auth: 'staff',
    params: zOrgBannersParams,
    body: zCreateBannerBody,
    response: zOpsBanner,
    status: 201,
  }),
  schedule: defineEndpoint({
    id: 'opsBanners.schedule',
    permission: 'lender.settings',
    method: 'PUT',
    path: `${OPS_API}/orgs/:orgCode/banners/:bannerUuid/schedule`,
    auth: 'staff',
    params: zOrgBannerParams,
    body: zScheduleBannerBody,
    response: zOpsBanner,
  }),
  retire: defineEndpoint({
    id: 'opsBanners.retire',
    permission: 'lender.settings',
    method: 'POST',
    path: `${OPS_API}/orgs/:orgCode/banners/:bannerUuid/retire`,
    auth: 'staff',
    params: zOrgBannerParams,
    response: zOpsBanner,
  }),
};
