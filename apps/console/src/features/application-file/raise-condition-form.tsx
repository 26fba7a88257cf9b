import { opsApi } from '@hearth/domain/api/ops-api';
import { CONDITION_CATEGORIES, type ConditionCategory } from '@hearth/domain/enums/condition-category';
import { DOCUMENT_TYPES, type DocumentType } from '@hearth/domain/enums/document-type';
import { zRaiseConditionBody } from '@hearth/domain/ops/ops-bodies';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';
import { codeLabel } from '../../lib/labels.ts';

type Field = 'category' | 'title' | 'description' | 'documentTypes' | 'numDocsRequired';
const FIELDS: readonly Field[] = ['category', 'title', 'description', 'documentTypes', 'numDocsRequired'];
const CATEGORY_OPTIONS = CONDITION_CATEGORIES.map((value) => ({ value, label: codeLabel(value) ?? value }));
// The documents a borrower can be asked to upload (not the ones Hearth generates).
const ASKABLE_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.filter(
  (type) =>
    ![
      'E_SIGN_CONSENT',
      'CFPB_HELOC_BOOKLET',
      'EARLY_HELOC_DISCLOSURE',
      'APPLICATION_SUMMARY',
      'ADVERSE_ACTION_NOTICE',
      'NOTE',
      'DEED_OF_TRUST',
      'ACCOUNT_OPENING_DISCLOSURE',
      'NOTICE_OF_RIGHT_TO_CANCEL',
      'RIGHT_NOT_TO_CLOSE',
      'GLBA_NOTICE',
      'STATEMENT_OF_LOAN',
    ].includes(type),
);

/** Raise a condition: what the borrower is asked for, which documents and how many. */
export function RaiseConditionForm({
  applicationUuid,
  onRaised,
}: {
  applicationUuid: string;
  onRaised: () => void;
}) {
  const [category, setCategory] = useState<ConditionCategory>('GENERIC_DOCUMENT_REQUEST');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [documentTypes, setDocumentTypes] = useState<string[]>([]);
  const [count, setCount] = useState('1');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const raise = useMutation({
    mutationFn: (body: unknown) =>
      callEndpoint(opsApi.raiseCondition, { params: { uuid: applicationUuid }, body: body as never }),
    onSuccess: () => {
      setTitle('');
      setDescription('');
      setDocumentTypes([]);
      setCount('1');
      onRaised();
    },
    onError: (error) => setErrors(serverFieldErrors(error, FIELDS, 'title') ?? {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      category,
      title,
      description,
      ...(documentTypes.length ? { documentTypes } : {}),
      numDocsRequired: Number(count),
    };
    const checked = schemaFieldErrors<Field>(zRaiseConditionBody, body);
    setErrors(checked.errors);
    if (checked.ok) {
      raise.mutate(zRaiseConditionBody.parse(body));
    }
  };
  const formError = raise.isError && !serverFieldErrors(raise.error, FIELDS, 'title');
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 border-t border-line pt-3"
      aria-labelledby="raise-heading"
    >
      <h3 id="raise-heading" className="font-semibold">
        Raise a condition
      </h3>
      {raise.isSuccess ? <Alert tone="success">Condition “{raise.data.title}” raised.</Alert> : null}
      {formError ? <Alert>{errorMessage(raise.error)}</Alert> : null}
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={setCategory}
        error={errors.category}
      />
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        error={errors.title}
        isRequired
      />
      <TextField
        label="Description"
        name="description"
        description="The borrower reads this."
        value={description}
        onChange={setDescription}
        error={errors.description}
        isRequired
      />
      <CheckboxGroup value={documentTypes} onChange={setDocumentTypes} className="flex flex-col gap-1">
        <Label className="font-medium">Document types</Label>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {ASKABLE_TYPES.map((type) => (
            <Checkbox
              key={type}
              value={type}
              className="flex items-center gap-2 data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-block h-4 w-4 shrink-0 rounded-sm border border-ink text-center text-xs leading-4"
                  >
                    {isSelected ? '✓' : ''}
                  </span>
                  <span className="min-w-0">{codeLabel(type)}</span>
                </>
              )}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <TextField
        label="Number of documents required"
        name="numDocsRequired"
        inputMode="numeric"
        value={count}
        onChange={setCount}
        error={errors.numDocsRequired}
      />
      <div>
        <Button type="submit" isPending={raise.isPending}>
          Raise condition
        </Button>
      </div>
    </form>
  );
}
