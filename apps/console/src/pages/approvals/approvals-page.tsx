import {
  type ListedStaffProposal,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from '@hearth/domain/ops/staff-proposal';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { PROPOSAL_STATUS_LABELS } from '../../lib/labels.ts';
import { useMe } from '../../lib/me.ts';
import { can } from '../../lib/permissions.ts';
import { DecisionPanel } from './decision-panel.tsx';
import { proposalsQuery } from './proposals-query.ts';

type StatusFilter = ProposalStatus | 'ALL';
const STATUS_OPTIONS = [
  ...PROPOSAL_STATUSES.map((status) => ({
    value: status as StatusFilter,
    label: PROPOSAL_STATUS_LABELS[status],
  })),
  { value: 'ALL' as StatusFilter, label: 'Every status' },
];
const column = createColumnHelper<ListedStaffProposal>();

/**
 * Maker-checker: decisions that move money or end a file wait here for a second person. Nobody
 * decides their own proposal (the server refuses; the buttons say why before that).
 */
export default function ApprovalsPage() {
  const me = useMe();
  const [status, setStatus] = useState<StatusFilter>('PENDING');
  // Kept as chosen: once decided it leaves the pending list, and the panel still says how it ended.
  const [selected, setSelected] = useState<ListedStaffProposal | null>(null);
  const proposals = useQuery(proposalsQuery(status === 'ALL' ? undefined : status));

  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: 'Proposed', cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('event', { header: 'Decision' }),
      column.accessor('loanNumber', {
        header: 'Loan',
        cell: (info) => (
          <Link
            className="font-medium text-brand underline"
            to={`/applications/${info.row.original.applicationUuid}`}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('reason', { header: 'Reason' }),
      column.accessor('proposedBy', {
        header: 'Proposed by',
        cell: (info) =>
          info.getValue() === me?.uuid
            ? 'You'
            : (info.row.original.proposedByEmail ?? 'A former staff member'),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => PROPOSAL_STATUS_LABELS[info.getValue()],
      }),
      column.display({
        id: 'review',
        header: 'Actions',
        cell: ({ row: { original } }) => (
          <Button
            variant="secondary"
            aria-label={`Review ${original.event} on loan ${original.loanNumber}, proposed ${formatDateTime(original.createdAt)}`}
            onPress={() => setSelected(original)}
          >
            Review
          </Button>
        ),
      }),
    ],
    [me?.uuid],
  );

  return (
    <>
      <PageHeading>Approvals</PageHeading>
      <p>
        Cancelling, declining, a manual funding and a valuation override need a second person: one staff
        member proposes, a manager or an admin approves or rejects.
      </p>
      <div className="max-w-xs">
        <SelectField label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
      </div>
      <QueryState query={proposals}>
        {(data) => (
          <DataTable
            caption="Proposals"
            columns={columns}
            rows={data.proposals}
            rowId={(proposal) => proposal.uuid}
            empty="No proposals with this status."
          />
        )}
      </QueryState>
      {selected ? (
        <DecisionPanel
          key={selected.uuid}
          proposal={selected}
          myUuid={me?.uuid}
          canCheck={can(me?.role, 'approvals.check')}
        />
      ) : null}
    </>
  );
}
