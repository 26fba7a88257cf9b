import { opsApi } from '@hearth/domain/api/ops-api';
import { type ListedStaffProposal, zProposalReason } from '@hearth/domain/ops/staff-proposal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { serverFieldErrors } from '../../lib/field-errors.ts';
import { PROPOSAL_STATUS_LABELS } from '../../lib/labels.ts';

type Decision = 'approve' | 'reject';

/** Why the buttons are off, when they are: one's own proposal, a role that does not check, a decided one. */
function blockedReason(
  proposal: ListedStaffProposal,
  myUuid: string | undefined,
  canCheck: boolean,
): string | null {
  if (proposal.status !== 'PENDING') {
    return `This proposal is ${PROPOSAL_STATUS_LABELS[proposal.status].toLowerCase()}; only a pending proposal can be decided.`;
  }
  if (!canCheck) {
    return 'Your role cannot approve or reject proposals; a manager or an admin must.';
  }
  if (proposal.proposedBy === myUuid) {
    return 'You made this proposal, so you cannot approve or reject it: another checker must.';
  }
  return null;
}

/** Approve or reject one proposal with a reason (5–500 characters), the server's answer shown as it is. */
export function DecisionPanel({
  proposal,
  myUuid,
  canCheck,
}: {
  proposal: ListedStaffProposal;
  myUuid: string | undefined;
  canCheck: boolean;
}) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const decide = useMutation({
    mutationFn: ({ decision, text }: { decision: Decision; text: string }) =>
      callEndpoint(decision === 'approve' ? opsApi.approveProposal : opsApi.rejectProposal, {
        params: { id: proposal.uuid },
        body: { reason: text },
      }),
    onSuccess: () => setReason(''),
    onError: (error) => setFieldError(serverFieldErrors(error, ['reason'], 'reason')?.reason),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'proposals'] }),
  });
  const blocked = blockedReason(proposal, myUuid, canCheck);
  const disabled = Boolean(blocked) || decide.isSuccess;
  const send = (decision: Decision) => {
    const checked = zProposalReason.safeParse(reason);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) {
      decide.mutate({ decision, text: checked.data });
    }
  };
  const formError = decide.isError && !serverFieldErrors(decide.error, ['reason'], 'reason');
  return (
    <section
      aria-labelledby="decision-heading"
      className="flex max-w-lg flex-col gap-3 rounded border border-line bg-white p-4"
    >
      <h2 id="decision-heading" className="text-xl font-semibold">
        Decide: {proposal.event}
      </h2>
      <p>
        Loan{' '}
        <Link to={`/applications/${proposal.applicationUuid}`} className="text-brand underline">
          {proposal.loanNumber}
        </Link>
        . Reason given: “{proposal.reason}”
      </p>
      {decide.isSuccess ? (
        <Alert tone="success">
          The proposal is now {PROPOSAL_STATUS_LABELS[decide.data.status].toLowerCase()}.
        </Alert>
      ) : null}
      {formError ? <Alert>{errorMessage(decide.error)}</Alert> : null}
      {blocked ? (
        <p id="decision-blocked" className="font-medium">
          {blocked}
        </p>
      ) : null}
      <TextField
        label="Reason for your decision"
        name="reason"
        value={reason}
        onChange={setReason}
        error={fieldError}
        isDisabled={disabled}
        isRequired
      />
      <div className="flex gap-3">
        <Button
          onPress={() => send('approve')}
          isDisabled={disabled}
          isPending={decide.isPending && decide.variables?.decision === 'approve'}
          aria-describedby={blocked ? 'decision-blocked' : undefined}
        >
          Approve
        </Button>
        <Button
          variant="danger"
          onPress={() => send('reject')}
          isDisabled={disabled}
          isPending={decide.isPending && decide.variables?.decision === 'reject'}
          aria-describedby={blocked ? 'decision-blocked' : undefined}
        >
          Reject
        </Button>
      </div>
    </section>
  );
}
