import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import type { JourneyDocument } from '../../../lib/heloc-application.ts';
import { getSignerApplicationsQueryOptions, getSignerPagePath } from '../../../lib/signer-application.ts';
import { getSignerDocumentsQueryOptions, postSignerSignature } from '../api/signer-calls.ts';
import { SignerDocumentReader } from '../components/signer-document-reader.tsx';
import { SignerGate } from '../components/signer-gate.tsx';
import { TypedSignatureForm } from '../components/typed-signature-form.tsx';

function SignOne({
  uuid,
  document,
  position,
  total,
}: {
  uuid: string;
  document: JourneyDocument;
  position: number;
  total: number;
}) {
  const { t } = useTranslation('signer');
  const { t: tDocuments } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [reachedEnd, setReachedEnd] = useState(false);
  const markRead = useCallback(() => setReachedEnd(true), []);
  const title = tDocuments(`types.${document.type}`, { defaultValue: document.filename ?? document.type });
  const sign = useMutation({
    mutationFn: (text: string) => postSignerSignature(uuid, document.uuid, { kind: 'TYPED', text }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getSignerDocumentsQueryOptions(uuid).queryKey }),
        queryClient.invalidateQueries({ queryKey: getSignerApplicationsQueryOptions().queryKey }),
      ]),
  });
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('sign.documentOf', { position, total, title })}</h2>
      <p>{t(`sign.why.${document.type}`, { defaultValue: '' })}</p>
      <SignerDocumentReader uuid={uuid} documentUuid={document.uuid} title={title} onReachedEnd={markRead} />
      {sign.error ? (
        <Banner tone="error" announce title={t('sign.failed')}>
          {sign.error.message}
        </Banner>
      ) : null}
      <TypedSignatureForm
        isSigning={sign.isPending}
        isLocked={!reachedEnd}
        submitLabel={sign.error ? t('sign.retry') : t('sign.submit', { title })}
        onSign={(text) => sign.mutate(text)}
      />
    </div>
  );
}

function SignDocuments({ signer }: { signer: SignerApplication }) {
  const { t } = useTranslation('signer');
  const documents = useQuery(getSignerDocumentsQueryOptions(signer.applicationUuid));
  if (!signer.identityUploaded) {
    return <Navigate to={getSignerPagePath('identity')} replace />;
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
          />
        );
      }}
    </QueryState>
  );
}

/** SGN-003 sign: the deed of trust and the notice of right to cancel, each read to its end, then signed. */
export function Component() {
  const { t } = useTranslation('signer');
  return (
    <PageSection title={t('sign.title')} intro={t('sign.intro')}>
      <SignerGate>{(signer) => <SignDocuments signer={signer} />}</SignerGate>
    </PageSection>
  );
}
