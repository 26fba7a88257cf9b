import {
  CHATBOT_FEEDBACK_MAX_LENGTH,
  CHATBOT_FEEDBACK_REASONS,
  type ChatbotFeedbackForm,
  zChatbotFeedbackForm,
} from '@hearth/domain/chatbot/chatbot-feedback';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface ChatbotFeedbackDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSubmit: (form: ChatbotFeedbackForm) => void;
  isSending: boolean;
  /** The server's refusal, joined (002 §5). */
  error?: string | undefined;
}

/**
 * CHT-006, CHT-040…042: after a thumbs-down, "Tell us more" asks why; "Other" shows a text field of
 * at most 140 characters. The same schema checks it here and on the server.
 */
export function ChatbotFeedbackDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  isSending,
  error,
}: ChatbotFeedbackDialogProps) {
  const { t } = useTranslation('chatbot');
  const { control, handleSubmit } = useForm<ChatbotFeedbackForm>({
    resolver: zodResolver(zChatbotFeedbackForm),
    defaultValues: { details: '' },
    shouldFocusError: true,
  });
  const reason = useWatch({ control, name: 'reason' });

  return (
    <Modal id="chatbot-feedback" title={t('feedback.title')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit((form) => onSubmit(form.details ? form : { reason: form.reason }))}
      >
        <FormRadioGroup
          control={control}
          name="reason"
          label={t('feedback.reasonLabel')}
          options={CHATBOT_FEEDBACK_REASONS.map((value) => ({
            value,
            label: t(`feedback.reasons.${value}`),
          }))}
        />
        {reason === 'Other' ? (
          <FormTextField
            control={control}
            name="details"
            label={t('feedback.detailsLabel')}
            description={t('feedback.detailsHint', { max: CHATBOT_FEEDBACK_MAX_LENGTH })}
            multiline
            rows={3}
          />
        ) : null}
        {error ? (
          <Banner tone="error" announce title={t('feedback.failed')}>
            {error}
          </Banner>
        ) : null}
        <SubmitButton label={t('feedback.send')} isSubmitting={isSending} className="self-start" />
      </form>
    </Modal>
  );
}
