import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignDocument } from '../../../components/document-signing/sign-document.tsx';
import {
  getDocumentPdfQueryOptions,
  getDocumentsQueryOptions,
  type JourneyDocument,
  postSignDocument,
  type SignedDocument,
} from '../../../lib/heloc-application.ts';
import { readLegalName } from '../../../lib/profile.ts';
import { useSession } from '../../../lib/session.tsx';

export interface SummaryDocumentProps {
  uuid: string;
  document: JourneyDocument;
  position: number;
  total: number;
  onSigned: (result: SignedDocument) => void;
}

/**
 * One document in the kit's viewer; its typed signature is locked until the borrower has scrolled
 * to its end (KIT-019), then sent with `reachedEnd: true` (007 `POST P/documents/{uuid}/sign`).
 */
export function SummaryDocument({ uuid, document, position, total, onSigned }: SummaryDocumentProps) {
  const { t } = useTranslation('application-info');
  const { t: tDocuments } = useTranslation('documents');
  const queryClient = useQueryClient();
  const title = tDocuments(`types.${document.type}`, { defaultValue: document.filename ?? document.type });
  const pdf = useQuery(getDocumentPdfQueryOptions(uuid, document.uuid));
  const legalName = readLegalName(useSession().profile);
  const sign = useMutation({
    mutationFn: (signature: Parameters<typeof postSignDocument>[2]) =>
      postSignDocument(uuid, document.uuid, signature),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions(uuid).queryKey });
      onSigned(result);
    },
  });
  return (
    <SignDocument
      title={title}
      pdf={pdf}
      sign={sign}
      legalName={legalName}
      labels={{
        heading: t('summary.documentOf', { position, total, title }),
        loadingDocument: t('summary.loading'),
        typedName: t('summary.signatureLabel'),
        consent: t('summary.consent'),
        scrollFirst: t('summary.scrollFirst'),
        failed: t('summary.failed'),
        submit: t('summary.sign', { title }),
        retry: t('summary.retry'),
      }}
    />
  );
}
