import { toLanguage } from '@hearth/domain/i18n/language';
import { ALL_STATES_COUNT } from '@hearth/domain/org/us-states';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../lib/org.tsx';
import { useEnglishPartLang } from '../../lib/use-language.ts';
import { useLicensedStates } from './api/get-state-licenses.ts';
import { isMainBrand } from './org-info.ts';

/**
 * ORG-028, ORG-031…033, ORG-014, ORG-037: licensed states (and "more states to come" for the main
 * brand), the New York sentence on non-New-York sites, the lender's disclosures, the timing
 * disclosure and the Illinois community reinvestment notice for the lender that carries it.
 */
export function FooterNotices() {
  const { t, i18n } = useTranslation('layout');
  const org = useOrg();
  const { companyInfo, heloc } = org.orgMetaData;
  const states = useLicensedStates(org, toLanguage(i18n.language) ?? 'en');
  // The lender writes its own disclosures, in English.
  const lenderTextLang = useEnglishPartLang();
  // The District of Columbia is listed but is not one of the 50 states.
  const stateCount = states.filter((state) => state.code !== 'DC').length;
  const moreToCome = stateCount < ALL_STATES_COUNT && isMainBrand(org);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="text-base font-semibold">{t('footer.disclosures')}</h2>
      <p>
        {t('footer.licensedIn', { states: states.map((state) => state.name).join(', ') })}
        {moreToCome ? <> {t('footer.moreStatesToCome')}</> : null}
      </p>
      {heloc.isNewYork ? null : <p>{t('footer.newYork')}</p>}
      {companyInfo.disclosures.map((text) => (
        <p key={text} lang={lenderTextLang}>
          {text}
        </p>
      ))}
      <p>{t('footer.timing')}</p>
      {companyInfo.showIllinoisNotice ? (
        <section aria-labelledby="illinois-notice" className="rounded-lg border border-line p-3">
          <h3 id="illinois-notice" className="font-semibold">
            {t('footer.illinoisTitle')}
          </h3>
          <p>{t('footer.illinoisNotice')}</p>
        </section>
      ) : null}
    </div>
  );
}
