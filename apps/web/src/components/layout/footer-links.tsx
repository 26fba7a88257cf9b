import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { useEnglishPartLang } from '../../lib/use-language.ts';
import { SiteLink } from './site-link.tsx';

/** ORG-036/038, RTE-009…011: the policy links (Terms label per lender) and the lender's own links. */
export function FooterLinks() {
  const { t } = useTranslation('layout');
  const { companyInfo } = useOrg().orgMetaData;
  // The lender names its own links, in English.
  const lenderTextLang = useEnglishPartLang();
  const links: Array<{ to: string; label: string; lang?: 'en' }> = [
    {
      to: companyInfo.termsOfUseUrl || '/terms',
      label: t(companyInfo.termsLabel === 'Terms of Service' ? 'footer.termsOfService' : 'footer.termsOfUse'),
    },
    { to: companyInfo.privacyPolicyUrl || '/privacy', label: t('footer.privacy') },
    { to: companyInfo.communicationsUrl || '/communications', label: t('footer.communications') },
    { to: companyInfo.licensesUrl || '/licenses', label: t('footer.licenses') },
    ...companyInfo.additionalUrls
      .filter((link) => link.type === 'FOOTER')
      .map((link) => ({ to: link.url, label: link.name, lang: lenderTextLang })),
  ];
  return (
    <nav aria-label={t('footer.links')} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">{t('footer.links')}</h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-1">
        {links.map((link) => (
          <li key={`${link.to}-${link.label}`} lang={link.lang}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
