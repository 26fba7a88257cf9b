import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { useWeekHoursLines } from '../../../lib/week-hours.ts';

export interface MessageTakenProps {
  onClose: () => void;
}

/**
 * The message left outside the chat hours was taken: when the team answers (the lender's chat
 * hours, in the page's language) and where the answer shows (the borrower's notifications).
 */
export function MessageTaken({ onClose }: MessageTakenProps) {
  const { t } = useTranslation('chatbot');
  const hours = useQuery(endpointQuery(operatingHoursApi.hours, { params: { department: 'OPS_CHAT' } }));
  const lines = useWeekHoursLines(hours.data?.days ?? []);
  return (
    <div className="flex flex-col gap-3">
      <div role="status" className="flex flex-col gap-2">
        <p className="font-semibold">{t('leaveMessage.taken')}</p>
        <p>{t('leaveMessage.whenAnswered')}</p>
        {lines.length > 0 ? (
          <ul aria-label={t('leaveMessage.hours')} className="text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <p>{t('leaveMessage.whereAnswered')}</p>
      </div>
      <Button variant="secondary" onPress={onClose} className="self-start">
        {t('leaveMessage.close')}
      </Button>
    </div>
  );
}
