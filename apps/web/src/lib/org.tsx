import './zod-config.ts';
import {
  DEFAULT_ORG_CODE,
  ORG_PAYLOAD_ELEMENT_ID,
  ORG_PAYLOAD_GLOBAL,
  type OrgPayload,
  zOrgPayload,
} from '@hearth/domain/org/org-config';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

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
 * ORG-003: the organisation payload the server injected into index.html (a JSON data block,
 * decision 004), validated with zOrgPayload; null when it is missing or malformed (ERR-001).
 */
export function readOrgPayload(): OrgPayload | null {
  if (cached === undefined) {
    const parsed = zOrgPayload.safeParse(readRawPayload());
    cached = parsed.success ? parsed.data : null;
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
