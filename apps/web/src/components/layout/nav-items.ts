import type { AppLinkKey, OrgPayload } from '@hearth/domain/org/org-config';
import { isFeatureOn } from './org-info.ts';

/** RTE-014: the menu's pages in this app (Support is the contact page). */
export const NAV_PATHS = {
  dashboard: '/dashboard',
  support: '/contact',
  switchAccounts: '/auth/login',
  settings: '/dashboard/settings',
} as const;

export type NavKey = keyof typeof NAV_PATHS | AppLinkKey | 'logout';

export interface NavItem {
  key: NavKey;
  /** A page of this app, or another of the lender's sites; none for Logout. */
  href?: string;
}

export interface NavSection {
  /** Catalogue key of the section heading; the first and last sections have none. */
  heading?: 'apps';
  items: NavItem[];
}

/**
 * ORG-021…023: the menu's sections. The lender's other apps (Marketplace, Portfolio Manager and the
 * Apps group) are not part of this site: each shows only when the lender gives it a destination,
 * Portfolio Manager only when the organisation also enables it (RTE-015), and the Apps heading only
 * over at least one entry. OP-39: Pay and Exchange read "{product} Pay" and "{product} Exchange".
 * "Switch Accounts" opens the login page, where signing in as someone else replaces the token.
 */
export function getNavSections(org: OrgPayload): NavSection[] {
  const appUrls = org.orgMetaData.companyInfo.appUrls ?? {};
  const apps = (keys: AppLinkKey[]): NavItem[] =>
    keys.flatMap((key) => (appUrls[key] ? [{ key, href: appUrls[key] }] : []));
  const own = (key: keyof typeof NAV_PATHS): NavItem => ({ key, href: NAV_PATHS[key] });

  const main = [
    own('dashboard'),
    ...apps(['marketplace']),
    ...(isFeatureOn(org, 'fe-portfolio-manager') ? apps(['portfolioManager']) : []),
  ];
  const appGroup = apps(['passport', 'groupManager', 'pay', 'exchange']);
  return [
    { items: main },
    ...(appGroup.length > 0 ? [{ heading: 'apps' as const, items: appGroup }] : []),
    { items: [own('support'), own('switchAccounts'), own('settings'), { key: 'logout' }] },
  ];
}
