import { chatSurveyHref } from '@hearth/domain/chat/chat-survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useOrg } from '../../lib/org.tsx';

/**
 * CHT-005: "Thanks for chatting with us!", the lender's survey for this chat (CHT-019), "Start new
 * chat". A notice, when the chat ended on a problem, comes first.
 */
export function EndPanel({
  contactId,
  notice,
  onStartNew,
}: {
  contactId: string | undefined;
  notice?: ReactNode;
  onStartNew: () => void;
}) {
  const { t } = useTranslation('chat');
  const org = useOrg();
  return (
    <div className="flex flex-col items-start gap-4 p-4">
      {notice}
      <p role="status" tabIndex={-1} data-autofocus className="text-lg font-semibold outline-none">
        {t('end.thanks')}
      </p>
      {contactId ? (
        <a
          href={chatSurveyHref(org.orgMetaData.companyInfo, contactId)}
          target="_blank"
          rel="noopener noreferrer"
          className="underline"
        >
          {t('end.survey')}
        </a>
      ) : null}
      <Button onPress={onStartNew}>{t('end.startNew')}</Button>
    </div>
  );
}
