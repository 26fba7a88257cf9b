import { opsQueuesApi } from '@hearth/domain/api/ops-pipeline-api';
import type { QueueItem } from '@hearth/domain/ops/queue-dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { QUEUES_KEY } from './queue-keys.ts';

/** "Assign to me", and for a role that reassigns, a choice of the lender's staff who may take it. */
export function AssignControls({
  item,
  myUuid,
  canReassign,
}: {
  item: QueueItem;
  myUuid: string | undefined;
  canReassign: boolean;
}) {
  const client = useQueryClient();
  const [choice, setChoice] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: (staffUuid: string) =>
      callEndpoint(opsQueuesApi.assign, { params: { uuid: item.uuid }, body: { staffUuid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: QUEUES_KEY }),
  });
  const staff = useQuery({
    queryKey: [...QUEUES_KEY, 'assignees', item.uuid],
    queryFn: ({ signal }) =>
      callEndpoint(opsQueuesApi.assignees, { params: { uuid: item.uuid } }, { signal }),
    enabled: canReassign,
    staleTime: 60_000,
  });
  const mine = item.assignee?.staffUuid === myUuid;
  const options = (staff.data ?? []).map((person) => ({
    value: person.uuid,
    label: `${person.email} (${person.role})`,
  }));
  return (
    <div className="flex flex-wrap items-end gap-3">
      {myUuid && !mine ? (
        <Button variant="secondary" onPress={() => assign.mutate(myUuid)} isPending={assign.isPending}>
          Assign to me
        </Button>
      ) : null}
      {canReassign && options.length > 0 ? (
        <>
          <SelectField
            label={`Assign ${item.loanNumber} to`}
            placeholder="Choose a staff member"
            options={options}
            value={choice}
            onChange={setChoice}
          />
          <Button
            variant="secondary"
            isDisabled={choice === null}
            onPress={() => choice && assign.mutate(choice)}
            isPending={assign.isPending}
          >
            Assign
          </Button>
        </>
      ) : null}
      {assign.isError ? <Alert>{errorMessage(assign.error)}</Alert> : null}
    </div>
  );
}
