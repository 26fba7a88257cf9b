import {
  CEO_FEEDBACK_FIELDS,
  CEO_FEEDBACK_TOPICS,
  type CeoFeedbackForm,
  MARKETING_CONSENT_ANSWERS,
  toCeoFeedbackBody,
  zCeoFeedbackForm,
} from '@hearth/domain/feedback/ceo-feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { sendCeoFeedback } from '../api/send-ceo-feedback.ts';
import { applicationUuidFromPath } from './application-uuid.ts';

export interface CeoFeedbackDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** CND-028: the first invalid field, in the form's order, is brought into view (the form focuses it). */
function scrollToFirstError(form: HTMLFormElement | null, errors: FieldErrors<CeoFeedbackForm>): void {
  const first = CEO_FEEDBACK_FIELDS.find((name) => errors[name]);
  const field = first ? form?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
  field?.scrollIntoView?.({ block: 'center' });
}

/** CND-023…030: "Share your thoughts with our CEO" — topic, message and the marketing question. */
export function CeoFeedbackDialog({ isOpen, onOpenChange }: CeoFeedbackDialogProps) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('ceo-feedback');
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, reset } = useForm<CeoFeedbackForm>({
    resolver: zodResolver(zCeoFeedbackForm),
    defaultValues: { message: '' },
    shouldFocusError: true,
  });
  const send = useMutation({ mutationFn: sendCeoFeedback });
  const close = (open: boolean) => {
    if (!open && send.isSuccess) {
      reset();
      send.reset();
    }
    onOpenChange(open);
  };
  const onValid = (values: CeoFeedbackForm) =>
    send.mutate(toCeoFeedbackBody(values, { pathname, applicationUuid: applicationUuidFromPath(pathname) }));

  return (
    <Modal id="ceo-feedback" title={t('title')} isOpen={isOpen} onOpenChange={close}>
      {send.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p role="status">{t('thanks')}</p>
          <Button variant="secondary" onPress={() => close(false)} className="self-start">
            {t('done')}
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-5"
          onSubmit={handleSubmit(onValid, (errors) => scrollToFirstError(formRef.current, errors))}
        >
          <p>{t('intro')}</p>
          <FormRadioGroup
            control={control}
            name="topic"
            label={t('topic.label')}
            options={CEO_FEEDBACK_TOPICS.map((value) => ({ value, label: t(`topic.${value}`) }))}
          />
          <FormTextField control={control} name="message" label={t('message.label')} multiline />
          <FormRadioGroup
            control={control}
            name="marketingConsent"
            label={t('consent.label')}
            orientation="horizontal"
            options={MARKETING_CONSENT_ANSWERS.map((value) => ({ value, label: t(`consent.${value}`) }))}
          />
          {send.error ? (
            <Banner tone="error" announce title={t('failed')}>
              {describeError(send.error)}
            </Banner>
          ) : null}
          <SubmitButton label={t('send')} isSubmitting={send.isPending} className="self-start" />
        </form>
      )}
    </Modal>
  );
}
