import { staffApi } from '@hearth/domain/api/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';

const sessionsKey = ['staff', 'sessions'] as const;

/** My live sessions; ending one stops its token at once (ending the current one signs out). */
export function SessionsTable() {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => callEndpoint(staffApi.sessions, {}, { signal }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callEndpoint(staffApi.revokeSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        My sessions
      </h2>
      {revoke.isError ? <Alert>{errorMessage(revoke.error)}</Alert> : null}
      <QueryState query={sessions}>
        {(rows) => (
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  Signed in
                </th>
                <th scope="col" className="py-2 pr-4">
                  Last active
                </th>
                <th scope="col" className="py-2 pr-4">
                  Ends at the latest
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((session) => (
                <tr key={session.id} className="border-b border-line">
                  <td className="py-2 pr-4">
                    {formatDateTime(session.createdAt)}
                    {session.current ? (
                      <span className="ml-2 text-sm font-medium">(this session)</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">{formatDateTime(session.lastSeenAt)}</td>
                  <td className="py-2 pr-4">{formatDateTime(session.expiresAt)}</td>
                  <td className="py-2">
                    <Button
                      variant="secondary"
                      onPress={() => revoke.mutate(session.id)}
                      aria-label={`End the session signed in ${formatDateTime(session.createdAt)}`}
                    >
                      {session.current ? 'End (signs you out)' : 'End session'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
