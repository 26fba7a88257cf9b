import type { AdverseActionView } from '@hearth/domain/journey/adverse-action';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../components/review/format-date.ts';
import { Card } from '../../../components/ui/card.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useEnglishPartLang } from '../../../lib/use-language.ts';
import { NoticeDownload } from './notice-download.tsx';

function CreditScoreSection({ credit }: { credit: NonNullable<AdverseActionView['credit']> }) {
  const { t } = useTranslation('branch-pages');
  const format = useFormat();
  const englishPart = useEnglishPartLang();
  const { agency } = credit;
  return (
    <Card title={t('decline.creditTitleSection')}>
      <div className="flex flex-col gap-3">
        <p>{t('decline.creditUsed')}</p>
        <p className="text-lg font-semibold">{t('decline.score', { score: credit.score })}</p>
        <p>{t('decline.scoreRange', credit.scoreRange)}</p>
        {credit.pulledAt ? (
          <p>{t('decline.scoreDate', { date: formatLongDate(credit.pulledAt, format) })}</p>
        ) : null}
        {credit.keyFactors.length > 0 ? (
          <>
            <h3 className="font-semibold">{t('decline.keyFactors')}</h3>
            <ol className="flex list-decimal flex-col gap-1 pl-5">
              {credit.keyFactors.map((factor) => (
                <li key={factor} lang={englishPart}>
                  {factor}
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <h3 className="font-semibold">{t('decline.agency')}</h3>
        <address className="not-italic">
          {agency.name}
          <br />
          {agency.address}
          <br />
          {t('decline.agencyPhone', { phone: agency.phone })}
          <br />
          {t('decline.agencyWebsite', { website: agency.website })}
        </address>
      </div>
    </Card>
  );
}

/**
 * ECOA / Reg B 1002.9 and FCRA 615(a): the decision, its principal reasons, the score with its key
 * factors and agency where credit was used, the right to a free report within 60 days and to
 * dispute, the ECOA notice naming the lender's regulator, and the notice itself to download.
 */
export function AdverseActionNotice({ uuid, view }: { uuid: string; view: AdverseActionView }) {
  const { t, i18n } = useTranslation('branch-pages');
  const { companyName, nmlsNumber } = useOrg().orgMetaData.companyInfo;
  const format = useFormat();
  const englishPart = useEnglishPartLang();
  // The principal reasons arrive in the spec's English; the page's catalogue may word them (ECOA).
  const reasonTexts = i18n.getResource(i18n.language, 'branch-pages', 'decline.reasonTexts') as
    | Record<string, string>
    | undefined;
  return (
    <div className="flex flex-col gap-5">
      <TranslationNotice namespace="branch-pages" />
      {view.decidedAt ? (
        <p>{t('decline.decided', { date: formatLongDate(view.decidedAt, format) })}</p>
      ) : null}
      <Card title={t('decline.reasonsTitle')}>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {view.reasons.map((reason) => {
            const translated = reasonTexts?.[reason];
            return (
              <li key={reason} lang={translated ? undefined : englishPart}>
                {translated ?? reason}
              </li>
            );
          })}
        </ul>
      </Card>
      {view.credit ? <CreditScoreSection credit={view.credit} /> : <p>{t('decline.noCredit')}</p>}
      {view.credit ? (
        <Card title={t('decline.fcraTitle')}>
          <p>{t('decline.fcra')}</p>
        </Card>
      ) : null}
      <Card title={t('decline.ecoaTitle')}>
        <p>{t('decline.ecoa', { agency: view.ecoaAgency.name, address: view.ecoaAgency.address })}</p>
        <p className="mt-3">{t('decline.creditor', { lender: companyName, nmls: nmlsNumber })}</p>
      </Card>
      {view.notice ? <NoticeDownload uuid={uuid} notice={view.notice} /> : <p>{t('decline.noNotice')}</p>}
    </div>
  );
}
