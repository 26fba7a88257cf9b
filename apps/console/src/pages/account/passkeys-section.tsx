import { passkeyApi } from '@hearth/domain/api/passkey-api';
import type { StaffPasskey } from '@hearth/domain/ops/staff-passkey';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { passkeysQuery } from './passkeys-query.ts';

const column = createColumnHelper<StaffPasskey>();

/** One's passkeys: each can sign in instead of an authentication code, and each can be removed. */
export function PasskeysSection() {
  const client = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const remove = useMutation({
    mutationFn: (passkey: StaffPasskey) =>
      callEndpoint(passkeyApi.remove, { params: { uuid: passkey.uuid } }),
    onSettled: () => client.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Name' }),
      column.accessor('createdAt', { header: 'Added', cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('lastUsedAt', {
        header: 'Last used',
        cell: (info) => {
          const used = info.getValue();
          return used ? formatDateTime(used) : 'Never';
        },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: passkey } }) => (
          <Button
            variant="danger"
            aria-label={`Remove the passkey ${passkey.name}`}
            onPress={() => remove.mutate(passkey)}
          >
            Remove
          </Button>
        ),
      }),
    ],
    [remove],
  );

  return (
    <section aria-labelledby="passkeys-heading" className="flex flex-col gap-3">
      <h2 id="passkeys-heading" className="text-xl font-semibold">
        Passkeys
      </h2>
      <p>A passkey signs you in after your password, instead of an authentication code.</p>
      {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
      {remove.isSuccess ? (
        <Alert tone="success">The passkey {remove.variables.name} is removed.</Alert>
      ) : null}
      <QueryState query={passkeys}>
        {(rows) => (
          <DataTable
            caption="Your passkeys"
            columns={columns}
            rows={rows}
            rowId={(passkey) => passkey.uuid}
            empty="You have no passkeys yet."
          />
        )}
      </QueryState>
      <AddPasskeyForm />
    </section>
  );
}
