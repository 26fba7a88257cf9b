import { useTranslation } from 'react-i18next';
import { getBorrowerSigningCalls } from '../../../components/document-signing/borrower-signing-calls.ts';
import { SignListedDocument } from '../../../components/document-signing/sign-listed-document.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getDocumentsQueryOptions, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { readLegalName } from '../../../lib/profile.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useSession } from '../../../lib/session.tsx';
import { type SignableDocument, useDocuments } from '../api/signing-calls.ts';
import { getSigningProgress } from '../lib/closing-documents.ts';

function SignOne({
  uuid,
  document,
  position,
  total,
}: {
  uuid: string;
  document: SignableDocument;
  position: number;
  total: number;
}) {
  const { t } = useTranslation('signing');
  const legalName = readLegalName(useSession().profile);
  return (
    <SignListedDocument
      document={document}
      calls={getBorrowerSigningCalls(uuid)}
      legalName={legalName}
      labels={(title) => ({
        heading: t('sign.documentOf', { position, total, title }),
        loadingDocument: t('viewer.loading', { title }),
        typedName: t('sign.typedLabel'),
        consent: t('sign.consent'),
        translationNotice: t('translationNotice'),
        scrollFirst: t('sign.scrollFirst'),
        failed: t('sign.failed'),
        submit: t('sign.submit', { title }),
        retry: t('sign.retry'),
        drawing: {
          how: t('sign.how'),
          typed: t('sign.typed'),
          drawn: t('sign.drawn'),
          drawLabel: t('sign.drawLabel'),
          drawArea: t('sign.drawArea'),
          clear: t('sign.clear'),
        },
      })}
    />
  );
}

/** How often the list is read again while the closing package is still being generated. */
const PREPARING_POLL_MS = 2_000;

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getDocumentsQueryOptions(uuid)));

/** APP-015: each closing document read to its end (KIT-019), then signed, typed or drawn. */
export function Component() {
  const { t } = useTranslation('signing');
  const uuid = useApplicationUuid();
  const documents = useDocuments(uuid, {
    everyMs: PREPARING_POLL_MS,
    until: (list) => getSigningProgress(list).total > 0,
  });
  const continueJourney = useContinueJourney(uuid);
  return (
    <PageSection title={t('sign.title')} intro={t('sign.intro')}>
      <QueryState query={documents} loadingLabel={t('sign.loading')}>
        {(data) => {
          const { next, position, total } = getSigningProgress(data);
          // The package is generated just before this step: until it is listed there is nothing to
          // sign yet, and nothing signed either (a cached list from an earlier page has none of it).
          if (total === 0 || (!next && documents.isFetching)) {
            return <Loader isLoading label={t('sign.preparing')} />;
          }
          if (!next) {
            return (
              <div className="flex flex-col gap-4">
                <Banner tone="success" announce title={t('sign.allSigned')} />
                <Button className="self-start" onPress={() => void continueJourney()}>
                  {t('sign.continue')}
                </Button>
              </div>
            );
          }
          return <SignOne key={next.uuid} uuid={uuid} document={next} position={position} total={total} />;
        }}
      </QueryState>
    </PageSection>
  );
}
