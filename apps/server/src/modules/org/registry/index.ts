import { DEFAULT_ORG_CODE, type OrgConfig } from '@hearth/domain/org/org-config';
import { bluewaterCu } from './bluewater-cu.ts';
import { deriveLender } from './derive-lender.ts';
import { hearth } from './hearth.ts';
import { hearthCrypto, hearthNy, hearthWholesale } from './hearth-variants.ts';
import { LENDER_SEEDS } from './lender-seeds.ts';
import { silverpine } from './silverpine.ts';
import { validateRegistry } from './validate-registry.ts';

/** Every lender (ORG-001), validated when the server starts: a bad entry stops start-up. */
export const ORG_REGISTRY: readonly OrgConfig[] = validateRegistry([
  hearth,
  hearthNy,
  hearthWholesale,
  hearthCrypto,
  silverpine,
  bluewaterCu,
  ...LENDER_SEEDS.map(deriveLender),
]);

const byCode = new Map(ORG_REGISTRY.map((org) => [org.companyInfo.orgCode, org]));
const byHost = new Map(
  ORG_REGISTRY.flatMap((org) => org.hosts.map((host) => [host.toLowerCase(), org] as const)),
);

export function findOrg(orgCode: string): OrgConfig | undefined {
  return byCode.get(orgCode.trim().toLowerCase());
}

/** Host header → org; the port is ignored; unmapped hosts (localhost, 127.0.0.1) give undefined. */
export function findOrgByHost(host: string): OrgConfig | undefined {
  return byHost.get(stripPort(host.trim().toLowerCase()));
}

export function getDefaultOrg(): OrgConfig {
  const org = byCode.get(DEFAULT_ORG_CODE);
  if (!org) {
    throw new Error(`The default org "${DEFAULT_ORG_CODE}" is missing from the registry`);
  }
  return org;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) {
    return host.slice(0, host.indexOf(']') + 1);
  }
  return host.split(':')[0] ?? host;
}
