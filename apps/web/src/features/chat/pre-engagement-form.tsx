import type { ChatNotice } from '@hearth/domain/chat/chat-errors';
import { type ChatPreEngagementForm, zChatPreEngagementForm } from '@hearth/domain/chat/chat-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../components/ui/banner.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';

export interface PreEngagementFormProps {
  isStarting: boolean;
  /** ERR-017/020: the chat could not start. */
  error: ChatNotice | undefined;
  onStart: (values: { friendlyName: string; emailAddress?: string | undefined }) => void;
}

/** CHT-003, CHT-033…035: "Name", "Email address", "Start chat", with the domain's messages at the field. */
export function PreEngagementForm({ isStarting, error, onStart }: PreEngagementFormProps) {
  const { t } = useTranslation('chat');
  const { control, handleSubmit } = useForm<ChatPreEngagementForm>({
    resolver: zodResolver(zChatPreEngagementForm),
    defaultValues: { friendlyName: '', emailAddress: '' },
    shouldFocusError: true,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4 p-4"
      onSubmit={handleSubmit((values) => onStart(zChatPreEngagementForm.parse(values)))}
    >
      <p className="text-sm">{t('form.intro')}</p>
      <FormTextField
        control={control}
        name="friendlyName"
        label={t('form.name')}
        autoComplete="name"
        autoFocus
      />
      <FormTextField
        control={control}
        name="emailAddress"
        label={t('form.email')}
        type="email"
        autoComplete="email"
      />
      {error ? (
        <Banner tone="error" announce>
          {t(`errors.${error}`)}
        </Banner>
      ) : null}
      <SubmitButton label={t('form.start')} isSubmitting={isStarting} className="self-start" />
    </form>
  );
}
