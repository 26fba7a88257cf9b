import type { ChatbotReply } from '@hearth/domain/api/chatbot-api';
import type { ChatbotRating } from '@hearth/domain/chatbot/chatbot-feedback';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';

export interface ChatbotExchangeProps {
  reply: ChatbotReply;
  rating: ChatbotRating | undefined;
  onRate: (rating: ChatbotRating) => void;
}

const THUMBS: Array<{
  rating: ChatbotRating;
  icon: string;
  label: 'feedback.helpful' | 'feedback.notHelpful';
}> = [
  { rating: 'THUMBS_UP', icon: '👍', label: 'feedback.helpful' },
  { rating: 'THUMBS_DOWN', icon: '👎', label: 'feedback.notHelpful' },
];

/** One question and its answer: the answer's text (never markup), where it comes from, and thumbs. */
export function ChatbotExchange({ reply, rating, onRate }: ChatbotExchangeProps) {
  const { t } = useTranslation('chatbot');
  return (
    <li className="flex flex-col gap-2">
      <p className="self-end whitespace-pre-wrap rounded-2xl bg-brand px-3 py-2 text-white">
        <span className="sr-only">{t('you')}: </span>
        {reply.questionStr}
      </p>
      <div className="flex max-w-[90%] flex-col gap-1 self-start rounded-2xl bg-raised px-3 py-2">
        <p className="whitespace-pre-wrap">
          <span className="sr-only">{t('bot')}: </span>
          {reply.responseStr}
        </p>
        {reply.source ? (
          <p className="text-sm text-ink/80">{t('source', { title: reply.source.title })}</p>
        ) : null}
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('feedback.group')}</legend>
          {THUMBS.map((thumb) => (
            <ToggleButton
              key={thumb.rating}
              isSelected={rating === thumb.rating}
              onChange={() => onRate(thumb.rating)}
              aria-label={t(thumb.label)}
              className={getButtonClasses('ghost', 'sm', 'data-[selected]:bg-brand/15')}
            >
              <span aria-hidden="true">{thumb.icon}</span>
            </ToggleButton>
          ))}
        </fieldset>
      </div>
    </li>
  );
}
