import type { StaffInvitation } from '@hearth/domain/ops/staff-dto';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { describeOrgCodes, invitationsQuery } from './staff-queries.ts';

const column = createColumnHelper<StaffInvitation>();
const COLUMNS = [
  column.accessor('email', { header: 'Email' }),
  column.accessor('role', { header: 'Role' }),
  column.accessor('orgCodes', { header: 'Lenders', cell: (info) => describeOrgCodes(info.getValue()) }),
  column.accessor('expiresAt', { header: 'Link expires', cell: (info) => formatDateTime(info.getValue()) }),
];

/** Invitations not yet accepted. */
export function InvitationsTable() {
  const invitations = useQuery(invitationsQuery);
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Pending invitations
      </h2>
      <QueryState query={invitations}>
        {(rows) => (
          <DataTable
            caption="Pending invitations"
            columns={COLUMNS}
            rows={rows}
            rowId={(invitation) => invitation.uuid}
            empty="No pending invitations."
          />
        )}
      </QueryState>
    </section>
  );
}
