import { AppError } from '@hearth/domain/errors/app-error';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';

function orNotFound<T>(value: T | undefined): T {
  if (value === undefined) {
    throw new AppError('NOT_FOUND');
  }
  return value;
}

export async function getLoanOriginator(provider: LeadPortalProvider, uuid: string) {
  return orNotFound(await provider.findLoanOriginator(uuid));
}

export async function getLicensedStates(provider: LeadPortalProvider, uuid: string) {
  const { licensedStates, enforceLicensedStatesForReferral } = orNotFound(
    await provider.findLoanOriginator(uuid),
  );
  return { licensedStates, enforceLicensedStatesForReferral };
}

export async function getReferral(provider: LeadPortalProvider, uuid: string) {
  return orNotFound(await provider.findReferral(uuid));
}

export async function getReferralStatus(provider: LeadPortalProvider, uuid: string) {
  const { status, email } = orNotFound(await provider.findReferral(uuid));
  return { status, email };
}

export async function getAffiliatePrefill(provider: LeadPortalProvider, id: string) {
  return orNotFound(await provider.findAffiliatePrefill(id));
}
