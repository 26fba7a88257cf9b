import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { ClaimsStrip } from './claims-strip.tsx';
import { FooterCompany } from './footer-company.tsx';
import { FooterLinks } from './footer-links.tsx';
import { FooterLogos } from './footer-logos.tsx';
import { FooterNotices } from './footer-notices.tsx';
import { FooterSupport } from './footer-support.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/** ORG-026…038 and the headline claims (ORG-011…014); `extra` is what the app adds on top (CND-022). */
export function SiteFooter({ now = new Date(), extra }: { now?: Date; extra?: ReactNode }) {
  const { t } = useTranslation('layout');
  const { companyName, showCopyrightYear } = useOrg().orgMetaData.companyInfo;
  return (
    <footer className="mt-12 border-t border-line bg-raised">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 lg:px-8">
        {extra}
        <ClaimsStrip />
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          <FooterCompany />
          <FooterSupport />
          <FooterLinks />
        </div>
        <FooterNotices />
        <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <FooterLogos />
          <LanguageSwitcher />
          <p className="text-sm">
            {showCopyrightYear
              ? t('footer.copyrightYear', { year: now.getFullYear(), companyName })
              : t('footer.copyright', { companyName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
