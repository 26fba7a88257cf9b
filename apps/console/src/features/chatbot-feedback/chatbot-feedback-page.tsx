import { type OpsChatbotFeedback, opsChatbotApi } from '@hearth/domain/api/chatbot-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { FilteredList } from '../../components/filtered-list.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useListFilters } from '../../lib/use-list-filters.ts';
import { ChatbotFeedbackFilters, type FeedbackFilters } from './chatbot-feedback-filters.tsx';

const PAGE_SIZE = 20;
const column = createColumnHelper<OpsChatbotFeedback>();
const COLUMNS = [
  column.accessor('createdAt', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('orgCode', { header: 'Lender' }),
  column.accessor('rating', {
    header: 'Rating',
    cell: (info) => (info.getValue() === 'THUMBS_DOWN' ? 'Thumbs down' : 'Thumbs up'),
  }),
  column.accessor((item) => [item.reason, item.details].filter(Boolean).join(': '), {
    id: 'reason',
    header: 'Reason',
    cell: (info) => <span className="block min-w-40">{info.getValue() || '—'}</span>,
  }),
  column.accessor('question', {
    header: 'Question',
    cell: (info) => <span className="block min-w-48 whitespace-pre-wrap">{info.getValue()}</span>,
  }),
  column.accessor('response', {
    header: 'Chatbot answer',
    cell: (info) => (
      <div className="flex min-w-64 max-w-prose flex-col gap-1">
        <span className="whitespace-pre-wrap text-sm">{info.getValue()}</span>
        <span className="text-xs text-muted">Source: {info.row.original.source?.title ?? 'none'}</span>
      </div>
    ),
  }),
];

/** What borrowers thought of the chatbot's answers, newest first, for the lenders the staff member serves. */
export default function ChatbotFeedbackPage() {
  const list = useListFilters<FeedbackFilters>({});
  const feedback = useQuery({
    queryKey: ['opsChatbot', 'feedback', list.filters, list.page],
    queryFn: ({ signal }) =>
      callEndpoint(
        opsChatbotApi.feedback,
        { query: { ...list.filters, page: list.page, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeading>Chatbot feedback</PageHeading>
      <p className="max-w-prose text-muted">
        Each row is a borrower’s thumbs up or down on one chatbot answer, with the reason they chose in “Tell
        us more”. Thumbs down point at help content to improve.
      </p>
      <FilteredList
        filters={<ChatbotFeedbackFilters onApply={list.applyFilters} />}
        query={feedback}
        noun="Feedback"
        noneMatch="No feedback matches."
        table={{
          caption: 'Chatbot feedback',
          columns: COLUMNS,
          rowId: (item) => item.uuid,
          empty: 'No feedback matches these filters.',
        }}
        pager={{
          label: 'Chatbot feedback pages',
          page: list.page,
          pageSize: PAGE_SIZE,
          onPage: list.setPage,
        }}
      />
    </>
  );
}
