import type { LegalName } from '@hearth/domain/journey/signature-name';
import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignListedDocument } from '../../../components/document-signing/sign-listed-document.tsx';
import { Redirect } from '../../../components/redirect.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import type { JourneyDocument } from '../../../lib/heloc-application.ts';
import { getSignerPagePath } from '../../../lib/signer-application.ts';
import {
  getSignerDocumentsQueryOptions,
  getSignerSigningCalls,
  loadSignerDocuments,
} from '../api/signer-calls.ts';
import { SignerGate } from '../components/signer-gate.tsx';

function SignOne({
  uuid,
  document,
  position,
  total,
  legalName,
}: {
  uuid: string;
  document: JourneyDocument;
  position: number;
  total: number;
  legalName: LegalName;
}) {
  const { t } = useTranslation('signer');
  return (
    <SignListedDocument
      document={document}
      calls={getSignerSigningCalls(uuid)}
      legalName={legalName}
      labels={(title) => ({
        heading: t('sign.documentOf', { position, total, title }),
        note: t(`sign.why.${document.type}`, { defaultValue: '' }),
        loadingDocument: t('sign.loadingDocument', { title }),
        typedName: t('sign.typedLabel'),
        consent: t('sign.consent'),
        translationNotice: t('translationNotice'),
        scrollFirst: t('sign.scrollFirst'),
        failed: t('sign.failed'),
        submit: t('sign.submit', { title }),
        retry: t('sign.retry'),
      })}
    />
  );
}

function SignDocuments({ signer }: { signer: SignerApplication }) {
  const { t } = useTranslation('signer');
  const documents = useQuery(getSignerDocumentsQueryOptions(signer.applicationUuid));
  if (!signer.identityUploaded) {
    return <Redirect to={getSignerPagePath('identity')} replace />;
  }
  return (
    <QueryState query={documents} loadingLabel={t('sign.loading')}>
      {(list) => {
        const next = list.find((document) => !document.signed);
        if (list.length === 0) {
          return <p>{t('sign.nothing')}</p>;
        }
        if (!next) {
          return (
            <div className="flex flex-col gap-4">
              <Banner tone="success" announce title={t('sign.allSigned')}>
                {t('sign.allSignedText', { borrower: signer.borrowerName })}
              </Banner>
              <Link to={getSignerPagePath('documents')} className="self-start underline">
                {t('sign.toDocuments')}
              </Link>
            </div>
          );
        }
        const position = list.filter((document) => document.signed).length + 1;
        return (
          <SignOne
            key={next.uuid}
            uuid={signer.applicationUuid}
            document={next}
            position={position}
            total={list.length}
            legalName={{ firstName: signer.firstName, lastName: signer.lastName }}
          />
        );
      }}
    </QueryState>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = loadSignerDocuments;

/** SGN-003 sign: the deed of trust and the notice of right to cancel, each read to its end, then signed. */
export function Component() {
  const { t } = useTranslation('signer');
  return (
    <PageSection title={t('sign.title')} intro={t('sign.intro')}>
      <SignerGate>{(signer) => <SignDocuments signer={signer} />}</SignerGate>
    </PageSection>
  );
}
