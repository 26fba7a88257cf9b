import type { CompanyInfo } from '@hearth/domain/org/org-config';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { isFeatureOn } from './org-info.ts';

/** ORG-034: the equal-housing mark by lenderImageKey (EHL, EOL, else Equal Housing Opportunity). */
export const EQUAL_HOUSING_LOGOS = {
  EHL: { src: '/equal-housing-lender.svg', labelKey: 'footer.equalHousingLender' },
  EOL: { src: '/equal-opportunity-lender.svg', labelKey: 'footer.equalOpportunityLender' },
  EHO: { src: '/equal-housing-opportunity.svg', labelKey: 'footer.equalHousingOpportunity' },
} as const satisfies Record<CompanyInfo['lenderImageKey'], { src: string; labelKey: string }>;

export const NCUA_LOGO_SRC = '/ncua.svg';

/** ORG-034/035: the equal-housing mark, and the NCUA mark when the credit-union toggle is on. */
export function FooterLogos() {
  const { t } = useTranslation('layout');
  const org = useOrg();
  const logo = EQUAL_HOUSING_LOGOS[org.orgMetaData.companyInfo.lenderImageKey] ?? EQUAL_HOUSING_LOGOS.EHO;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <img src={logo.src} alt={t(logo.labelKey)} width="120" height="48" className="h-12 w-auto" />
      {isFeatureOn(org, 'fe-heloc-credit-union-logo') ? (
        <img src={NCUA_LOGO_SRC} alt={t('footer.ncua')} width="120" height="48" className="h-12 w-auto" />
      ) : null}
    </div>
  );
}
