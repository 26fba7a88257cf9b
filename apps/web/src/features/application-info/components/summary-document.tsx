import { type TypedSignatureForm, zTypedSignatureForm } from '@hearth/domain/journey/document-signing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PdfViewer } from '../../../components/ui/pdf-viewer.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { getDocumentsQueryOptions, type JourneyDocument } from '../../../lib/heloc-application.ts';
import { postSignDocument, type SignedDocument, useDocumentPdf } from '../api/application-info-calls.ts';
import { FormError } from './form-error.tsx';

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
  const pdf = useDocumentPdf(uuid, document.uuid);
  const [reachedEnd, setReachedEnd] = useState(false);
  const markRead = useCallback(() => setReachedEnd(true), []);
  const { control, handleSubmit } = useForm<TypedSignatureForm>({
    resolver: zodResolver(zTypedSignatureForm),
    defaultValues: { text: '' },
    shouldFocusError: true,
  });
  const sign = useMutation({
    mutationFn: (values: TypedSignatureForm) =>
      postSignDocument(uuid, document.uuid, {
        signature: { kind: 'TYPED', text: values.text },
        reachedEnd: true,
      }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions(uuid).queryKey });
      onSigned(result);
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('summary.documentOf', { position, total, title })}</h2>
      <QueryState query={pdf} loadingLabel={t('summary.loading')}>
        {(blob) => <PdfViewer source={blob} title={title} onReachedEnd={markRead} />}
      </QueryState>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => sign.mutate(values))}
      >
        <FormTextField
          control={control}
          name="text"
          label={t('summary.signatureLabel')}
          autoComplete="name"
          maxLength={100}
        />
        <p className="text-sm">{t('summary.consent')}</p>
        <FormError error={sign.error} title={t('summary.failed')} />
        <SubmitButton
          isSubmitting={sign.isPending}
          isDisabled={!reachedEnd}
          label={sign.error ? t('summary.retry') : t('summary.sign', { title })}
          className="self-start"
        />
        {reachedEnd ? null : <p className="text-sm">{t('summary.scrollFirst')}</p>}
      </form>
    </div>
  );
}
