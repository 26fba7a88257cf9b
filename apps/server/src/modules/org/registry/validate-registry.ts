import { DISCOUNT_TYPES } from '@hearth/domain/enums/discount-type';
import { type OrgConfig, zOrgConfig } from '@hearth/domain/org/org-config';
import { isUsStateCode } from '@hearth/domain/org/us-states';

const isDiscountType = (type: string) => (DISCOUNT_TYPES as readonly string[]).includes(type);

/**
 * Start-up check of the whole registry: every org against `zOrgConfig`, then the rules the schema
 * cannot see alone. Throws naming the org and the field; returns the parsed configs.
 */
export function validateRegistry(candidates: readonly unknown[]): OrgConfig[] {
  const orgs = candidates.map((candidate, index) => parseOrg(candidate, index));
  assertUnique(orgs, 'companyInfo.orgCode', (org) => [org.companyInfo.orgCode]);
  assertUnique(orgs, 'hosts', (org) => org.hosts.map((host) => host.toLowerCase()));
  assertUnique(orgs, 'companyInfo.nmlsNumber', (org) => [org.companyInfo.nmlsNumber]);
  for (const org of orgs) {
    for (const problem of findRuleProblems(org)) {
      throw new Error(`Invalid org config "${org.companyInfo.orgCode}": ${problem}`);
    }
  }
  return orgs;
}

function parseOrg(candidate: unknown, index: number): OrgConfig {
  const result = zOrgConfig.safeParse(candidate);
  if (result.success) {
    return result.data;
  }
  const code = (candidate as { companyInfo?: { orgCode?: unknown } })?.companyInfo?.orgCode;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || '(root)';
  throw new Error(`Invalid org config "${String(code ?? `#${index}`)}": ${field}: ${issue?.message}`);
}

function assertUnique(orgs: OrgConfig[], field: string, keysOf: (org: OrgConfig) => string[]) {
  const owners = new Map<string, string>();
  for (const org of orgs) {
    for (const key of keysOf(org)) {
      const owner = owners.get(key);
      if (owner !== undefined) {
        throw new Error(
          `Invalid org config "${org.companyInfo.orgCode}": ${field}: "${key}" is also used by "${owner}"`,
        );
      }
      owners.set(key, org.companyInfo.orgCode);
    }
  }
}

function findRuleProblems({ companyInfo, product, pricing }: OrgConfig): string[] {
  const states = product.licensedStates;
  return [
    ...states
      .filter((code) => !isUsStateCode(code))
      .map((code) => `product.licensedStates: unknown state "${code}"`),
    product.isNewYork !== states.includes('NY') &&
      'product.licensedStates: only the New York variant licenses NY',
    product.isNewYork && states.length !== 1 && 'product.licensedStates: the New York variant serves NY only',
    companyInfo.ageRestrictedInterestOnly !== (product.minimumAge === 62) &&
      'product.minimumAge: must be 62 exactly when ageRestrictedInterestOnly',
    product.requiresLoanOfficer !== (product.channel === 'WHOLESALE') &&
      'product.requiresLoanOfficer: wholesale and only wholesale requires a loan officer',
    ...product.discountTypes.filter((t) => !isDiscountType(t)).map((t) => `product.discountTypes: "${t}"`),
    pricing.minLineAmount >= pricing.maxLineAmount && 'pricing.minLineAmount: must be below maxLineAmount',
    pricing.minApr >= pricing.maxApr && 'pricing.minApr: must be below maxApr',
  ].filter((problem): problem is string => typeof problem === 'string');
}
