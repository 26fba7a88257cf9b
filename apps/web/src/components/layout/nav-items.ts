import type { OrgPayload } from '@hearth/domain/org/org-config';
import { isFeatureOn } from './org-info.ts';

/** RTE-014/015: where the menu's shared app links go. */
export const NAV_PATHS = {
  dashboard: '/dashboard',
  marketplace: '/universal-marketplace',
  portfolioManager: '/portfolio',
  passport: '/universal-passport',
  groupManager: '/group-manager',
  pay: '/pay',
  exchange: '/exchange',
  support: '/contact',
  switchAccounts: '/auth/login',
  settings: '/dashboard/settings',
} as const;

export type NavKey = keyof typeof NAV_PATHS | 'logout';

export interface NavSection {
  /** Catalogue key of the section heading; the first and last sections have none. */
  heading?: 'apps';
  items: NavKey[];
}

/**
 * ORG-021…023: the menu's sections; Portfolio Manager only when the organisation enables it.
 * OP-39: the Apps entries read "{product} Pay" and "{product} Exchange" with the lender's
 * companyProduct (002 §2's fuller wording; 000 §2 abbreviates it), so a white-label lender's
 * apps carry its own product name ("Bluewater Pay"). Passport and Group Manager stay unprefixed.
 * "Switch Accounts" opens the login page, where signing in as someone else replaces the token.
 */
export function getNavSections(org: OrgPayload): NavSection[] {
  const main: NavKey[] = ['dashboard', 'marketplace'];
  if (isFeatureOn(org, 'fe-portfolio-manager')) {
    main.push('portfolioManager');
  }
  return [
    { items: main },
    { heading: 'apps', items: ['passport', 'groupManager', 'pay', 'exchange'] },
    { items: ['support', 'switchAccounts', 'settings', 'logout'] },
  ];
}
