import { isTerminalStep } from '../enums/server-step.ts';

/** APP-007: the one page never routed away from automatically (PRG-108, PRG-109). */
export const ROUTING_EXEMPT_PAGE = 'document/disclosures';

export interface RoutingTriggerInput {
  /** The current page: relative (`document/disclosures`) or a full pathname. */
  page: string;
  serverStep?: string | null;
  uwDecision?: string | null;
}

function isExemptPage(page: string): boolean {
  const path = page.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return path === ROUTING_EXEMPT_PAGE || path.endsWith(`/${ROUTING_EXEMPT_PAGE}`);
}

/**
 * PRG-108: a declined underwriting decision routes automatically; PRG-109: so does a terminal server
 * step — both except on document/disclosures.
 */
export function shouldRouteAutomatically({ page, serverStep, uwDecision }: RoutingTriggerInput): boolean {
  if (isExemptPage(page)) {
    return false;
  }
  return uwDecision === 'DECLINE' || (serverStep != null && isTerminalStep(serverStep));
}
