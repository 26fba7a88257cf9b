/**
 * CHT-020: in a chat message only links to the lender's own site and to the partners its brand
 * family works with become clickable; any other address stays plain text, so a message cannot
 * lead a borrower to a look-alike page.
 */
// The domain has no DOM or Node types; every runtime it serves has the WHATWG URL.
declare const URL: new (
  input: string,
) => { protocol: string; hostname: string; username: string; password: string; href: string };

const SHARED_PARTNERS = [
  'annualcreditreport.com',
  'consumerfinance.gov',
  'nmlsconsumeraccess.org',
  'experian.com',
  'equifax.com',
  'transunion.com',
  'identitytheft.gov',
  'ftc.gov',
  'docusign.com',
  'docusign.net',
  'notarize.com',
  'plaid.com',
  'fema.gov',
  'hud.gov',
  'irs.gov',
  'ssa.gov',
  'usps.com',
] as const;

/** The partner domains of each brand family (payload `orgBrand`); a family not named uses `default`. */
export const CHAT_PARTNER_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  /** The main brand sells its lines to the agencies. */
  hearth: [...SHARED_PARTNERS, 'fanniemae.com', 'freddiemac.com'],
  /** Credit unions point members to their insurer and the bank regulator. */
  'bluewater-cu': [...SHARED_PARTNERS, 'ncua.gov', 'mycreditunion.gov'],
  default: [...SHARED_PARTNERS, 'fdic.gov', 'occ.gov'],
};

export interface ChatLinkPolicy {
  /** The lender's brand family (payload `orgBrand`). */
  family: string;
  /** The lender's own sites (its company home, the app's base URL); relative ones are skipped. */
  ownSites: readonly string[];
}

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? parsed.hostname.toLowerCase().replace(/^www\./, '')
      : undefined;
  } catch {
    return undefined;
  }
}

export function allowedLinkHosts(policy: ChatLinkPolicy): string[] {
  const partners = CHAT_PARTNER_DOMAINS[policy.family] ?? CHAT_PARTNER_DOMAINS.default ?? [];
  const own = policy.ownSites.map(hostOf).filter((host): host is string => host !== undefined);
  return [...new Set([...partners, ...own])];
}

/** An http(s) address whose host is an allowed domain or one of its subdomains, with no credentials. */
export function isAllowedChatLink(url: string, policy: ChatLinkPolicy): boolean {
  let parsed: InstanceType<typeof URL>;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return false;
  }
  const host = hostOf(url);
  if (!host) {
    return false;
  }
  return allowedLinkHosts(policy).some((domain) => host === domain || host.endsWith(`.${domain}`));
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** A message's text as plain parts and clickable links (only the allowed ones). */
export function splitChatText(text: string, policy: ChatLinkPolicy): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    plain += text.slice(last, start);
    last = start + url.length;
    if (isAllowedChatLink(url, policy)) {
      if (plain !== '') {
        parts.push({ kind: 'text', text: plain });
      }
      plain = '';
      parts.push({ kind: 'link', text: url, href: new URL(url).href });
    } else {
      plain += url;
    }
  }
  plain += text.slice(last);
  if (plain !== '') {
    parts.push({ kind: 'text', text: plain });
  }
  return parts;
}
