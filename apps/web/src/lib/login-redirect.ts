import { withPreservedQuery } from './preserved-query.ts';

/** The two login pages (RTE-023, SGN-008) and the redirectUrl rule (RTE-013). */
export const MAIN_LOGIN_PATH = '/auth/login';
export const SIGNER_LOGIN_PATH = '/heloc-signer/login';
export const SIGNER_AREA_PREFIX = '/heloc-signer';
export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

export function isSignerPath(pathname: string): boolean {
  return pathname === SIGNER_AREA_PREFIX || pathname.startsWith(`${SIGNER_AREA_PREFIX}/`);
}

/**
 * RTE-013: a redirect target is honoured only when it starts with "/" followed by a lowercase
 * letter, so `//evil.example`, `/\evil`, `https://…` and `/Evil` are refused (no open redirect).
 */
export function isSafeRedirectUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/[a-z]/.test(value);
}

export function getSafeRedirectUrl(value: string | null | undefined): string {
  return isSafeRedirectUrl(value) ? value : DEFAULT_AFTER_LOGIN_PATH;
}

/**
 * The login page for `pathname` (RTE-023, SGN-008): the signer login on signer paths, else the main
 * login carrying the path to come back to; the `webchat` query value is kept (RTE-031).
 */
export function getLoginHref(pathname: string, search = ''): string {
  if (isSignerPath(pathname)) {
    return withPreservedQuery(SIGNER_LOGIN_PATH, search);
  }
  const target =
    pathname === MAIN_LOGIN_PATH || !isSafeRedirectUrl(pathname)
      ? MAIN_LOGIN_PATH
      : `${MAIN_LOGIN_PATH}?redirectUrl=${encodeURIComponent(pathname)}`;
  return withPreservedQuery(target, search);
}
