import {
  type ChatbotLeaveMessageForm,
  zChatbotLeaveMessageForm,
} from '@hearth/domain/chatbot/chatbot-handover';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface LeaveMessageFormProps {
  /** Only a signed-in borrower can be told of the answer (a notification). */
  signedIn: boolean;
  isSending: boolean;
  /** The server's refusal, as it said it. */
  error?: string | undefined;
  onSend: (message: string) => void;
  onBack: () => void;
}

/**
 * "Talk to a person" outside the chat hours: nobody can answer now, so the borrower leaves a
 * message that the team answers later, whether or not they asked the chatbot anything first. Blank
 * is refused at the field, as the server refuses it.
 */
export function LeaveMessageForm({ signedIn, isSending, error, onSend, onBack }: LeaveMessageFormProps) {
  const { t } = useTranslation('chatbot');
  const { control, handleSubmit } = useForm<ChatbotLeaveMessageForm>({
    resolver: zodResolver(zChatbotLeaveMessageForm),
    defaultValues: { message: '' },
    shouldFocusError: true,
  });
  const back = (
    <Button variant="secondary" onPress={onBack} className="self-start">
      {t('leaveMessage.back')}
    </Button>
  );

  if (!signedIn) {
    return (
      <div className="flex flex-col gap-3">
        <p>{t('leaveMessage.signIn')}</p>
        {back}
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('leaveMessage.title')}
      className="flex flex-col gap-3"
      onSubmit={handleSubmit((form) => onSend(form.message.trim()))}
    >
      <p>{t('leaveMessage.intro')}</p>
      <FormTextField control={control} name="message" label={t('leaveMessage.label')} multiline rows={3} />
      {error ? (
        <Banner tone="error" announce title={t('leaveMessage.failed')}>
          {error}
        </Banner>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton label={t('leaveMessage.send')} isSubmitting={isSending} />
        {back}
      </div>
    </form>
  );
}
