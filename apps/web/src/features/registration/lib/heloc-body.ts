import { toCreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import type { RegisterData } from './register-data.ts';
import { toDomainRegisterData } from './to-domain-register-data.ts';

/**
 * REG-039: the create body (001 §7, the domain's `toCreateHelocBody`), with the referral ids
 * (REG-031) and the E-SIGN and FCRA soft-pull consents given on the last step (DESIGN.md).
 */
export function buildCreateHelocBody(data: RegisterData) {
  const { eSign, softCredit } = data.regulatoryConsents;
  const consentTypes = [
    ...(eSign ? (['E_SIGN'] as const) : []),
    ...(softCredit ? (['SOFT_CREDIT'] as const) : []),
  ];
  return toCreateHelocBody(toDomainRegisterData(data), {
    consentTypes,
    ...(data.referrerId ? { referrerId: data.referrerId } : {}),
    ...(data.referralId ? { referralId: data.referralId } : {}),
    // REG-027 / REG-029: the mailed offer and the affiliate the borrower came from.
    ...(data.offerCode ? { offerCode: data.offerCode } : {}),
    ...(data.affiliate ? { affiliateAppIndicator: true } : {}),
    ...(data.affiliate?.abVersion ? { affiliateAbVersion: data.affiliate.abVersion.slice(0, 100) } : {}),
  });
}
