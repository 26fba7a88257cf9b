import { type OpsChatbotFeedback, opsChatbotApi } from '@hearth/domain/api/chatbot-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
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
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('question', {
    header: 'Question',
    cell: (info) => <span className="whitespace-pre-wrap">{info.getValue()}</span>,
  }),
  column.accessor('response', {
    header: 'Chatbot answer',
    cell: (info) => (
      <div className="flex max-w-prose flex-col gap-1">
        <span className="whitespace-pre-wrap text-sm">{info.getValue()}</span>
        <span className="text-xs text-muted">Source: {info.row.original.source?.title ?? 'none'}</span>
      </div>
    ),
  }),
];

/** What borrowers thought of the chatbot's answers, newest first, for the lenders the staff member serves. */
export default function ChatbotFeedbackPage() {
  const [filters, setFilters] = useState<FeedbackFilters>({});
  const [page, setPage] = useState(1);
  const feedback = useQuery({
    queryKey: ['opsChatbot', 'feedback', filters, page],
    queryFn: ({ signal }) =>
      callEndpoint(opsChatbotApi.feedback, { query: { ...filters, page, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((feedback.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeading>Chatbot feedback</PageHeading>
      <p className="max-w-prose text-muted">
        Each row is a borrower’s thumbs up or down on one chatbot answer, with the reason they chose in “Tell
        us more”. Thumbs down point at help content to improve.
      </p>
      <ChatbotFeedbackFilters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryState query={feedback}>
        {(data) => (
          <>
            <p role="status">
              {data.total === 0
                ? 'No feedback matches.'
                : `Feedback ${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length} of ${data.total}, newest first.`}
            </p>
            <DataTable
              caption="Chatbot feedback"
              columns={COLUMNS}
              rows={data.items}
              rowId={(item) => item.uuid}
              empty="No feedback matches these filters."
            />
          </>
        )}
      </QueryState>
      <nav aria-label="Chatbot feedback pages" className="flex items-center gap-3">
        <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage((current) => current - 1)}>
          Previous page
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          isDisabled={page >= pages}
          onPress={() => setPage((current) => current + 1)}
        >
          Next page
        </Button>
      </nav>
    </>
  );
}
