import { ORG_PAYLOAD_GLOBAL, type OrgPayload } from '@hearth/domain/org/org-config';
import type { ReactElement } from 'react';
import { resetOrgPayloadCache } from '../../lib/org.tsx';
import { setJwt } from '../../lib/storage.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';

export interface RenderPageOptions {
  org?: OrgPayload;
  /** A stored token: the session reads the profile from the (mocked) API. */
  signedIn?: boolean;
  path?: string;
}

/** Renders `ui` at `path` inside the app's providers and a memory router, for a given organisation. */
export function renderPage(ui: ReactElement, { org, signedIn = false, path = '/' }: RenderPageOptions = {}) {
  if (org) {
    resetOrgPayloadCache();
    (window as unknown as Record<string, unknown>)[ORG_PAYLOAD_GLOBAL] = org;
  }
  if (signedIn) {
    setJwt('Bearer test-token');
  }
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** An organisation other than the flagship: own code and brand. */
export function makeOtherOrg(code: string, overrides: Parameters<typeof makeOrgPayload>[0] = {}): OrgPayload {
  const base = makeOrgPayload(overrides);
  return {
    ...base,
    orgCode: code,
    canonicalOrgCode: code,
    orgBrand: code,
    orgMetaData: { ...base.orgMetaData, companyInfo: { ...base.orgMetaData.companyInfo, orgCode: code } },
  };
}
