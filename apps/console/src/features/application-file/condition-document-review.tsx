import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { zRejectDocumentBody } from '@hearth/domain/conditions/document-review';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';

type Upload = OpsCondition['documents'][number];

/** One upload of a condition: accept it, or reject it with the reason the borrower will read. */
export function ConditionDocumentReview({
  applicationUuid,
  conditionUuid,
  upload,
  index,
  canManage,
  onReviewed,
}: {
  applicationUuid: string;
  conditionUuid: string;
  upload: Upload;
  index: number;
  canManage: boolean;
  onReviewed: () => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const params = { uuid: applicationUuid, id: conditionUuid, documentUuid: upload.documentUuid };
  const review = useMutation({
    mutationFn: (decision: { accept: true } | { accept: false; reason: string }) =>
      decision.accept
        ? callEndpoint(opsFileApi.acceptDocument, { params })
        : callEndpoint(opsFileApi.rejectDocument, { params, body: { reason: decision.reason } }),
    onSuccess: onReviewed,
  });
  const reject = () => {
    const checked = zRejectDocumentBody.shape.reason.safeParse(reason);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) {
      review.mutate({ accept: false, reason: checked.data });
    }
  };
  const label = `Upload ${index + 1}`;
  const status = upload.review ?? 'PENDING';
  return (
    <li className="flex flex-col gap-2 rounded bg-surface p-3">
      <p>
        <span className="font-medium">{label}</span>, {formatDateTime(upload.uploadedAt)}:{' '}
        <span data-testid="upload-review">{status}</span>
        {upload.rejectionReason ? ` (“${upload.rejectionReason}”)` : ''}
      </p>
      {review.isError ? <Alert>{errorMessage(review.error)}</Alert> : null}
      {canManage && status === 'PENDING' ? (
        <div className="flex flex-wrap items-end gap-3">
          <Button
            onPress={() => review.mutate({ accept: true })}
            isPending={review.isPending && review.variables?.accept === true}
            aria-label={`Accept ${label.toLowerCase()}`}
          >
            Accept
          </Button>
          <div className="min-w-56 flex-1">
            <TextField
              label={`Reason to reject ${label.toLowerCase()}`}
              value={reason}
              onChange={setReason}
              error={fieldError}
            />
          </div>
          <Button
            variant="danger"
            onPress={reject}
            isPending={review.isPending && review.variables?.accept === false}
            aria-label={`Reject ${label.toLowerCase()}`}
          >
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}
