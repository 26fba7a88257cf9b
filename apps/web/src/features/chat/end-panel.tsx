import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { chatSurveyHref } from './chat-survey.ts';

/** CHT-005: "Thanks for chatting with us!", the survey for this chat (CHT-019), "Start new chat". */
export function EndPanel({
  contactId,
  onStartNew,
}: {
  contactId: string | undefined;
  onStartNew: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-col items-start gap-4 p-4">
      <p role="status" tabIndex={-1} data-autofocus className="text-lg font-semibold outline-none">
        {t('end.thanks')}
      </p>
      {contactId ? (
        <a href={chatSurveyHref(contactId)} target="_blank" rel="noopener noreferrer" className="underline">
          {t('end.survey')}
        </a>
      ) : null}
      <Button onPress={onStartNew}>{t('end.startNew')}</Button>
    </div>
  );
}
