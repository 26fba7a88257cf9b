import { staffApi } from '@hearth/domain/api/staff-api';
import type { StaffMember } from '@hearth/domain/ops/staff-dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useMe } from '../../lib/me.ts';
import { EditStaffForm } from './edit-staff-form.tsx';
import { describeOrgCodes, staffListQuery } from './staff-queries.ts';

type Action = 'disable' | 'enable' | 'resetSecondFactor';
const DONE: Record<Action, string> = {
  disable: 'is disabled; their sessions ended at once',
  enable: 'can sign in again',
  resetSecondFactor: 'will set up a new authenticator at their next sign-in; their sessions ended',
};

const column = createColumnHelper<StaffMember>();

/** Every staff member, with an admin's actions: change role and lenders, disable, re-enable, reset the second factor. */
export function StaffTable() {
  const client = useQueryClient();
  const me = useMe();
  const staff = useQuery(staffListQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [changed, setChanged] = useState<StaffMember | null>(null);
  const act = useMutation({
    mutationFn: ({ action, member }: { action: Action; member: StaffMember }) =>
      callEndpoint(staffApi[action], { params: { uuid: member.uuid } }),
    onSettled: () => client.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });

  const columns = useMemo(
    () => [
      column.accessor('email', { header: 'Email' }),
      column.accessor('role', { header: 'Role' }),
      column.accessor('orgCodes', { header: 'Lenders', cell: (info) => describeOrgCodes(info.getValue()) }),
      column.accessor('active', {
        header: 'Status',
        cell: (info) => (info.getValue() ? 'Active' : 'Disabled'),
      }),
      column.accessor('secondFactorEnrolled', {
        header: 'Authenticator',
        cell: (info) => (info.getValue() ? 'Set up' : 'Not set up'),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: member } }) =>
          member.uuid === me?.uuid ? (
            <span className="text-sm text-muted">You</span>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-label={`Change the role or lenders of ${member.email}`}
                onPress={() => {
                  setChanged(null);
                  setEditing(member);
                }}
              >
                Change
              </Button>
              {member.active ? (
                <Button
                  variant="danger"
                  aria-label={`Disable ${member.email}`}
                  onPress={() => act.mutate({ action: 'disable', member })}
                >
                  Disable
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={`Re-enable ${member.email}`}
                  onPress={() => act.mutate({ action: 'enable', member })}
                >
                  Re-enable
                </Button>
              )}
              {member.secondFactorEnrolled ? (
                <Button
                  variant="secondary"
                  aria-label={`Reset the second factor of ${member.email}`}
                  onPress={() => act.mutate({ action: 'resetSecondFactor', member })}
                >
                  Reset second factor
                </Button>
              ) : null}
            </div>
          ),
      }),
    ],
    [act, me?.uuid],
  );

  return (
    <section aria-labelledby="staff-heading" className="flex flex-col gap-3">
      <h2 id="staff-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Staff members
      </h2>
      {act.isError ? <Alert>{errorMessage(act.error)}</Alert> : null}
      {changed ? (
        <Alert tone="success">
          {changed.email} is now {changed.role}, lenders: {describeOrgCodes(changed.orgCodes)}.
        </Alert>
      ) : null}
      {act.isSuccess ? (
        <Alert tone="success">
          {act.data.email} {DONE[act.variables.action]}.
        </Alert>
      ) : null}
      <QueryState query={staff}>
        {(rows) => (
          <DataTable
            caption="Staff members"
            columns={columns}
            rows={rows}
            rowId={(member) => member.uuid}
            empty="No staff members yet."
          />
        )}
      </QueryState>
      {editing ? (
        <EditStaffForm
          key={editing.uuid}
          member={editing}
          onClose={(saved) => {
            setEditing(null);
            setChanged(saved ?? null);
            heading.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
