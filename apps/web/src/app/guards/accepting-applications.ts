import type { OrgPayload } from '@hearth/domain/org/org-config';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readOrgPayload } from '../../lib/org.tsx';
import { withPreservedQuery } from '../../lib/preserved-query.ts';
import { getJwt } from '../../lib/storage.ts';
import { paths } from '../paths.ts';

/**
 * RTE-028/029: the root and register pages are closed when the lender requires a referring loan
 * officer and the `referrer` query (RTE-034: the loan originator id) is missing. A wholesale lender
 * takes applications only through its brokers, so wholesale without a referrer is closed too.
 */
export function isAcceptingApplications(org: OrgPayload, search: string): boolean {
  const { channel, requiresLoanOfficer } = org.orgMetaData.heloc;
  const referrer = new URLSearchParams(search).get('referrer')?.trim();
  if (referrer) {
    return true;
  }
  return channel !== 'WHOLESALE' && !requiresLoanOfficer;
}

/** A loader for the root and register routes: closed → /not-accepting-applications. */
export function requireAcceptingApplications({ request }: LoaderFunctionArgs) {
  const org = readOrgPayload();
  const { search } = new URL(request.url);
  if (org && !isAcceptingApplications(org, search)) {
    throw redirect(withPreservedQuery(paths.notAcceptingApplications.path, search));
  }
  return null;
}

/**
 * The app root (/account/heloc): a closed lender shows not-accepting-applications; a signed-in user
 * goes to the dashboard; a visitor starts registering, keeping the query (referrer, utm_source…).
 */
export function getBorrowerAppEntry(url: URL): string {
  const org = readOrgPayload();
  if (org && !isAcceptingApplications(org, url.search)) {
    return withPreservedQuery(paths.notAcceptingApplications.path, url.search);
  }
  if (getJwt()) {
    return withPreservedQuery(paths.dashboard.path, url.search);
  }
  return `${paths.app.register.path}${url.search}`;
}
