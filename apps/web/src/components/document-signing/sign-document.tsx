import { SIGNING_MESSAGES, type Signature } from '@hearth/domain/journey/document-signing';
import type { LegalName } from '@hearth/domain/journey/signature-name';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useErrorMessage } from '../../lib/validation-message.ts';
import { Banner } from '../ui/banner.tsx';
import { PdfViewer } from '../ui/pdf-viewer.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { SignatureForm, type SignatureFormLabels } from './signature-form.tsx';

export interface SignDocumentLabels extends SignatureFormLabels {
  heading: string;
  /** Why this document is asked for, when the page says so. */
  note?: string;
  loadingDocument: string;
  failed: string;
  submit: string;
  retry: string;
}

export interface SignDocumentProps {
  /** The document's name, as the viewer and the sign button say it. */
  title: string;
  pdf: UseQueryResult<Blob>;
  labels: SignDocumentLabels;
  /** The page's sign call; a failure keeps the form as filled in, for a retry. */
  sign: { isPending: boolean; error: Error | null; mutate: (signature: Signature) => void };
  /** The signer's legal name, which a typed signature must be. */
  legalName?: LegalName;
}

/** The server refused the typed name: said at the field, not in a banner. */
function isNameRefusal(error: Error | null): boolean {
  return Boolean(error?.message.includes(SIGNING_MESSAGES.typedNotLegalName));
}

/**
 * One document of a signing page (application summary, closing documents, an owner's documents):
 * read in the kit's viewer, signing locked until its end is reached (KIT-019), then signed.
 */
export function SignDocument({ title, pdf, labels, sign, legalName }: SignDocumentProps) {
  const describeError = useErrorMessage();
  const [reachedEnd, setReachedEnd] = useState(false);
  const markRead = useCallback(() => setReachedEnd(true), []);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{labels.heading}</h2>
      {labels.note ? <p>{labels.note}</p> : null}
      <QueryState query={pdf} loadingLabel={labels.loadingDocument}>
        {(blob) => <PdfViewer source={blob} title={title} onReachedEnd={markRead} />}
      </QueryState>
      {sign.error && !isNameRefusal(sign.error) ? (
        <Banner tone="error" announce title={labels.failed}>
          {describeError(sign.error)}
        </Banner>
      ) : null}
      <SignatureForm
        labels={labels}
        isSigning={sign.isPending}
        isLocked={!reachedEnd}
        submitLabel={sign.error && !isNameRefusal(sign.error) ? labels.retry : labels.submit}
        onSign={(signature) => sign.mutate(signature)}
        legalName={legalName}
        nameRefusal={isNameRefusal(sign.error) ? SIGNING_MESSAGES.typedNotLegalName : null}
      />
    </div>
  );
}
