import './zod-config.ts';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import {
  DEFAULT_ORG_CODE,
  ORG_PAYLOAD_ELEMENT_ID,
  ORG_PAYLOAD_GLOBAL,
} from '@hearth/domain/org/org-constants';
import { isRecord } from '@hearth/domain/util/is-record';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { getServerRenderContext } from './render-context.ts';

type OrgWindow = Window & { [ORG_PAYLOAD_GLOBAL]?: unknown };

let cached: OrgPayload | null | undefined;

function readRawPayload(): unknown {
  const planted = (window as OrgWindow)[ORG_PAYLOAD_GLOBAL];
  if (planted !== undefined) {
    return planted;
  }
  const element = document.getElementById(ORG_PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) {
    return undefined;
  }
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/**
 * The parts of the payload the app cannot start without. The server builds the payload from its
 * registry, validated with the full zOrgConfig at start-up; building that schema again here took a
 * phone's first script ~30 ms (decision 012), so the browser checks the shape it relies on instead.
 */
export function isOrgPayload(value: unknown): value is OrgPayload {
  if (!isRecord(value) || typeof value.orgCode !== 'string' || !isRecord(value.orgPricingData)) {
    return false;
  }
  const { orgMetaData } = value;
  return (
    isRecord(orgMetaData) &&
    isRecord(orgMetaData.heloc) &&
    isRecord(orgMetaData.companyInfo) &&
    typeof orgMetaData.companyInfo.companyNameShort === 'string' &&
    isRecord(orgMetaData.companyInfo.theme)
  );
}

/**
 * ORG-003: the organisation payload the server injected into index.html (a JSON data block,
 * decision 004); null when it is missing or malformed (ERR-001).
 */
export function readOrgPayload(): OrgPayload | null {
  const server = getServerRenderContext();
  if (server) {
    return server.org;
  }
  if (cached === undefined) {
    const raw = readRawPayload();
    cached = isOrgPayload(raw) ? raw : null;
    if (cached) {
      (window as OrgWindow)[ORG_PAYLOAD_GLOBAL] = cached;
    }
  }
  return cached;
}

/** For tests that plant a different payload. */
export function resetOrgPayloadCache(): void {
  cached = undefined;
}

/** The org code sent as `x-org` on every call (API-001). */
export function getOrgCode(): string {
  return readOrgPayload()?.orgCode ?? DEFAULT_ORG_CODE;
}

const OrgContext = createContext<OrgPayload | null>(null);

function MissingOrgPayload() {
  const { t } = useTranslation('errors');
  return (
    <main>
      <h1>{t('missingOrg')}</h1>
    </main>
  );
}

/** Renders its children with the org payload, or only 'No private label data found' (ERR-001). */
export function OrgProvider({ children, payload }: { children: ReactNode; payload?: OrgPayload | null }) {
  const org = payload === undefined ? readOrgPayload() : payload;
  if (!org) {
    return <MissingOrgPayload />;
  }
  return <OrgContext.Provider value={org}>{children}</OrgContext.Provider>;
}

export function useOrg(): OrgPayload {
  const org = useContext(OrgContext);
  if (!org) {
    throw new Error('useOrg must be used inside OrgProvider');
  }
  return org;
}
