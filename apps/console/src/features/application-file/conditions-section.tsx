import { opsApi } from '@hearth/domain/api/ops-api';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { codeLabel, codeWords } from '../../lib/labels.ts';
import { ConditionDocumentReview } from './condition-document-review.tsx';
import { RaiseConditionForm } from './raise-condition-form.tsx';
import { Section } from './section.tsx';

/** The file's conditions: their uploads to review, resolving them, and raising a new one. */
export function ConditionsSection({
  applicationUuid,
  conditions,
  canManage,
  onChanged,
}: {
  applicationUuid: string;
  conditions: OpsCondition[];
  canManage: boolean;
  onChanged: () => void;
}) {
  const resolve = useMutation({
    mutationFn: (id: string) =>
      callEndpoint(opsApi.resolveCondition, { params: { uuid: applicationUuid, id } }),
    onSuccess: onChanged,
  });
  return (
    <Section id="conditions" title="Conditions">
      {canManage ? null : <p className="text-muted">Your role cannot raise, review or resolve conditions.</p>}
      {resolve.isError ? <Alert>{errorMessage(resolve.error)}</Alert> : null}
      {conditions.length === 0 ? (
        <p className="text-muted">No conditions.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {conditions.map((condition) => (
            <li
              key={condition.uuid}
              className="flex flex-col gap-2 border-t border-line pt-3"
              data-testid="condition"
            >
              <h3 className="font-semibold">
                {condition.title} <span className="font-normal">({codeLabel(condition.status)})</span>
              </h3>
              <p>{condition.description}</p>
              <p className="text-sm text-muted">
                {codeLabel(condition.category)}
                {condition.documentTypes.length
                  ? ` · ${condition.documentTypes.map((type) => codeWords(type)).join(', ')}`
                  : ''}{' '}
                · {condition.numDocsRequired} {condition.numDocsRequired === 1 ? 'document' : 'documents'}{' '}
                required
              </p>
              {condition.documents.length === 0 ? (
                <p>Nothing uploaded yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {condition.documents.map((upload, index) => (
                    <ConditionDocumentReview
                      key={upload.documentUuid}
                      applicationUuid={applicationUuid}
                      conditionUuid={condition.uuid}
                      upload={upload}
                      index={index}
                      canManage={canManage}
                      onReviewed={onChanged}
                    />
                  ))}
                </ul>
              )}
              {canManage && condition.status !== 'RESOLVED' ? (
                <div>
                  <Button
                    variant="secondary"
                    onPress={() => resolve.mutate(condition.uuid)}
                    isPending={resolve.isPending && resolve.variables === condition.uuid}
                    aria-label={`Resolve ${condition.title}`}
                  >
                    Resolve
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? <RaiseConditionForm applicationUuid={applicationUuid} onRaised={onChanged} /> : null}
    </Section>
  );
}
