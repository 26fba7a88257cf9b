import type { Signature } from '@hearth/domain/journey/document-signing';
import type { LegalName } from '@hearth/domain/journey/signature-name';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SignDocument, type SignDocumentLabels } from './sign-document.tsx';

/** A document as a signing page lists it (`GET …/documents`). */
export interface ListedDocument {
  uuid: string;
  type: string;
  filename?: string | null;
}

/** Whose documents these are: how to read one, how to sign it, and which lists a signature changes. */
export interface DocumentSigningCalls<Signed, PdfKey extends QueryKey> {
  pdfQuery: (documentUuid: string) => UseQueryOptions<Blob, Error, Blob, PdfKey>;
  sign: (documentUuid: string, signature: Signature) => Promise<Signed>;
  /** Read again once signed, before the page moves on to the next document. */
  refreshKeys: readonly QueryKey[];
}

export interface SignListedDocumentProps<Signed, PdfKey extends QueryKey> {
  document: ListedDocument;
  calls: DocumentSigningCalls<Signed, PdfKey>;
  /** The page's copy, given the document's name. */
  labels: (title: string) => SignDocumentLabels;
  legalName?: LegalName;
  onSigned?: (signed: Signed) => void;
}

/** One listed document of a signing page, named from the documents catalogue, read and signed. */
export function SignListedDocument<Signed, PdfKey extends QueryKey>({
  document,
  calls,
  labels,
  legalName,
  onSigned,
}: SignListedDocumentProps<Signed, PdfKey>) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const title = t(`types.${document.type}`, { defaultValue: document.filename ?? document.type });
  const pdf = useQuery(calls.pdfQuery(document.uuid));
  const sign = useMutation({
    mutationFn: (signature: Signature) => calls.sign(document.uuid, signature),
    onSuccess: async (signed) => {
      await Promise.all(calls.refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSigned?.(signed);
    },
  });
  return <SignDocument title={title} pdf={pdf} sign={sign} legalName={legalName} labels={labels(title)} />;
}
