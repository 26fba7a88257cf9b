import { DEFAULT_ORG_CODE } from '@hearth/domain/org/org-config';
import { findOrg, findOrgByHost } from './registry/index.ts';

export interface OrgRequestHints {
  host?: string | undefined;
  queryOrg?: unknown;
  headerOrg?: unknown;
}

export type OrgResolution =
  | { status: 'found'; code: string; source: 'host' | 'query' | 'header' | 'default' }
  | { status: 'unknown'; requested: string; source: 'query' | 'header' };

/**
 * ORG-002: Host mapping → `?org=` → `x-org` header → the flagship. The first hint present decides:
 * an unknown explicit code is reported, not skipped, so the caller can refuse or fall back.
 */
export function resolveOrgCode({ host, queryOrg, headerOrg }: OrgRequestHints): OrgResolution {
  const byHost = host ? findOrgByHost(host) : undefined;
  if (byHost) {
    return { status: 'found', code: byHost.companyInfo.orgCode, source: 'host' };
  }
  for (const [source, hint] of [
    ['query', queryOrg],
    ['header', headerOrg],
  ] as const) {
    const requested = firstText(hint);
    if (requested) {
      const org = findOrg(requested);
      return org
        ? { status: 'found', code: org.companyInfo.orgCode, source }
        : { status: 'unknown', requested, source };
    }
  }
  return { status: 'found', code: DEFAULT_ORG_CODE, source: 'default' };
}

function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}
