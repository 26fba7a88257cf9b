import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import type { JourneyDocument } from '../../../lib/heloc-application.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import {
  getSignerDocumentPdfQueryOptions,
  getSignerDocumentsQueryOptions,
  loadSignerDocuments,
} from '../api/signer-calls.ts';
import { RescindCard } from '../components/rescind-card.tsx';
import { SignerGate } from '../components/signer-gate.tsx';

function DocumentRow({ uuid, document }: { uuid: string; document: JourneyDocument }) {
  const { t } = useTranslation('signer');
  const { t: tDocuments } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const title = tDocuments(`types.${document.type}`, { defaultValue: document.filename ?? document.type });
  const download = async () => {
    setFailed(false);
    setPending(true);
    try {
      const blob = await queryClient.fetchQuery(
        getSignerDocumentPdfQueryOptions(uuid, document.uuid, Boolean(document.signed)),
      );
      saveBlob(blob, `${title}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4">
      <span>
        <span className="block font-medium">{title}</span>
        <span className="text-sm">
          {document.signed
            ? t('documents.signedOn', { date: document.signedDate?.slice(0, 10) })
            : t('documents.unsigned')}
        </span>
      </span>
      <Button variant="secondary" size="sm" isPending={pending} onPress={() => void download()}>
        {t('documents.download', { title })}
      </Button>
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('documents.downloadFailed')}
        </p>
      ) : null}
    </li>
  );
}

function SignedCopies({ signer }: { signer: SignerApplication }) {
  const { t } = useTranslation('signer');
  const documents = useQuery(getSignerDocumentsQueryOptions(signer.applicationUuid));
  return (
    <>
      {signer.status === 'SIGNED' ? (
        <Banner tone="success" title={t('documents.done')}>
          {t('documents.doneText', { borrower: signer.borrowerName })}
        </Banner>
      ) : null}
      <QueryState query={documents} loadingLabel={t('documents.loading')}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('documents.none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((document) => (
                <DocumentRow key={document.uuid} uuid={signer.applicationUuid} document={document} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {signer.canRescind ? <RescindCard uuid={signer.applicationUuid} /> : null}
    </>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = loadSignerDocuments;

/** SGN-003 documents: the owner's signed copies, and their right to cancel while it runs. */
export function Component() {
  const { t } = useTranslation('signer');
  return (
    <PageSection title={t('documents.title')} intro={t('documents.intro')}>
      <SignerGate allowInactive>{(signer) => <SignedCopies signer={signer} />}</SignerGate>
    </PageSection>
  );
}
