import { useTranslation } from 'react-i18next';
import { getBorrowerSigningCalls } from '../../../components/document-signing/borrower-signing-calls.ts';
import { SignListedDocument } from '../../../components/document-signing/sign-listed-document.tsx';
import type { JourneyDocument, SignedDocument } from '../../../lib/heloc-application.ts';
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
  const legalName = readLegalName(useSession().profile);
  return (
    <SignListedDocument
      document={document}
      calls={getBorrowerSigningCalls(uuid)}
      legalName={legalName}
      onSigned={onSigned}
      labels={(title) => ({
        heading: t('summary.documentOf', { position, total, title }),
        loadingDocument: t('summary.loading'),
        typedName: t('summary.signatureLabel'),
        consent: t('summary.consent'),
        translationNotice: t('translationNotice'),
        scrollFirst: t('summary.scrollFirst'),
        failed: t('summary.failed'),
        submit: t('summary.sign', { title }),
        retry: t('summary.retry'),
      })}
    />
  );
}
