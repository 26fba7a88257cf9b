import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getDocumentsQueryOptions, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DownloadButton } from '../components/download-button.tsx';

function formatDay(iso: string | null | undefined, locale: string): string {
  return iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '';
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getDocumentsQueryOptions(uuid)));

/** APP-007: every document of the application, each to download (no automatic routing here). */
export function Component() {
  const { t } = useTranslation('closing');
  const format = useFormat();
  const { t: tDocuments } = useTranslation('documents');
  const uuid = useApplicationUuid();
  const documents = useDocuments(uuid);
  return (
    <PageSection title={t('disclosures.title')} intro={t('disclosures.intro')}>
      <QueryState query={documents}>
        {(list) =>
          list.length === 0 ? (
            <p role="status">{t('disclosures.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
              {list.map((document) => {
                const title = tDocuments(`types.${document.type}`, {
                  defaultValue: document.filename ?? document.type,
                });
                return (
                  <li key={document.uuid} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <div>
                      <p className="font-medium">{title}</p>
                      <p className="text-sm">
                        {document.signedDate
                          ? t('disclosures.signed', { date: formatDay(document.signedDate, format.locale) })
                          : t('disclosures.added', { date: formatDay(document.createdDate, format.locale) })}
                      </p>
                    </div>
                    <DownloadButton
                      uuid={uuid}
                      documentUuid={document.uuid}
                      title={title}
                      fileName={document.filename ?? `${document.type.toLowerCase().replace(/_/g, '-')}.pdf`}
                    />
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </PageSection>
  );
}
