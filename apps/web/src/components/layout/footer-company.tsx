import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { BrandLogo } from './brand-logo.tsx';

/** ORG-026/027: the company's name, address and NMLS number with its NMLS Consumer Access link. */
export function FooterCompany() {
  const { t } = useTranslation('layout');
  const { companyInfo } = useOrg().orgMetaData;
  const { street1, street2, city, state, zip } = companyInfo.companyAddress;
  return (
    <div className="flex flex-col gap-2">
      <BrandLogo text={companyInfo.logoText} className="self-start text-ink" />
      <p className="font-semibold">{companyInfo.companyName}</p>
      <address className="not-italic">
        {street1}
        {street2 ? <>, {street2}</> : null}
        <br />
        {city}, {state} {zip}
      </address>
      <p>
        {t('footer.nmls', { nmlsNumber: companyInfo.nmlsNumber })}{' '}
        <a href={companyInfo.nmlsUrl} rel="noopener noreferrer">
          {t('footer.nmlsLink')}
        </a>
      </p>
    </div>
  );
}
