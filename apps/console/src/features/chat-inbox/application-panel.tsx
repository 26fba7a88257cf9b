import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { detailQuery } from '../application-file/file-queries.ts';
import { SummarySection } from '../application-file/summary-section.tsx';

/** The borrower's application beside their chat: the file's summary and a link to the whole file. */
export function ApplicationPanel({ applicationUuid }: { applicationUuid: string }) {
  const detail = useQuery(detailQuery(applicationUuid));
  return (
    <aside
      aria-label="The borrower’s application"
      className="flex min-w-0 flex-col gap-3 break-words lg:col-start-2 2xl:col-start-auto"
    >
      <QueryState query={detail}>{(data) => <SummarySection detail={data} />}</QueryState>
      <Link
        to={`/applications/${applicationUuid}`}
        className="underline focus-visible:outline-3 focus-visible:outline-focus"
      >
        Open the full application file
      </Link>
    </aside>
  );
}
