import type { OpsChatbotFeedbackQuery } from '@hearth/domain/api/chatbot-api';
import type { ChatbotRating } from '@hearth/domain/chatbot/chatbot-feedback';
import { type FormEvent, useState } from 'react';
import { ListFilters } from '../../components/list-filters.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';

export type FeedbackFilters = Pick<OpsChatbotFeedbackQuery, 'org' | 'rating'>;
type RatingChoice = ChatbotRating | 'ANY';

const RATINGS: ReadonlyArray<{ value: RatingChoice; label: string }> = [
  { value: 'ANY', label: 'Thumbs up and down' },
  { value: 'THUMBS_DOWN', label: 'Thumbs down only' },
  { value: 'THUMBS_UP', label: 'Thumbs up only' },
];

/** The feedback list's filters: the rating, and one lender of those the staff member works for. */
export function ChatbotFeedbackFilters({ onApply }: { onApply: (filters: FeedbackFilters) => void }) {
  const [rating, setRating] = useState<RatingChoice>('ANY');
  const [org, setOrg] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...(rating === 'ANY' ? {} : { rating }),
      ...(org.trim() ? { org: org.trim().toLowerCase() } : {}),
    });
  };
  return (
    <ListFilters label="Filter the chatbot feedback" onSubmit={submit}>
      <SelectField label="Rating" options={RATINGS} value={rating} onChange={setRating} />
      <TextField
        label="Lender code"
        name="org"
        description="For example hearth or silverpine. Leave empty for every lender you work for."
        value={org}
        onChange={setOrg}
      />
    </ListFilters>
  );
}
