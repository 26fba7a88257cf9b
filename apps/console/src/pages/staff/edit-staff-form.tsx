import { staffApi } from '@hearth/domain/api/staff-api';
import type { StaffMember } from '@hearth/domain/ops/staff-dto';
import { STAFF_ROLES, type StaffRole } from '@hearth/domain/ops/staff-role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';
import { parseOrgCodes, staffListQuery } from './staff-queries.ts';

type Field = 'role' | 'orgCodes';
const FIELDS: readonly Field[] = ['role', 'orgCodes'];
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role }));

/**
 * Changes a staff member's role and lenders (the server reads the role on each call, so it applies
 * at once). The heading takes the focus when the form opens, so a keyboard user lands in it.
 */
export function EditStaffForm({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: (saved?: StaffMember) => void;
}) {
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [lenders, setLenders] = useState(member.orgCodes.join(', '));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = useMutation({
    mutationFn: (body: { role: StaffRole; orgCodes: string[] }) =>
      callEndpoint(staffApi.change, { params: { uuid: member.uuid }, body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: staffListQuery.queryKey });
      onClose(saved);
    },
    onError: (error) => setErrors(serverFieldErrors(error, FIELDS, 'orgCodes') ?? {}),
  });

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    change.mutate({ role, orgCodes: parseOrgCodes(lenders) });
  };

  const formError = change.isError && !serverFieldErrors(change.error, FIELDS, 'orgCodes');
  return (
    <section aria-labelledby="edit-staff-heading" className="flex max-w-md flex-col gap-3">
      <h3 id="edit-staff-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Change {member.email}
      </h3>
      {formError ? <Alert>{errorMessage(change.error)}</Alert> : null}
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
        <SelectField
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={setRole}
          error={errors.role}
          isRequired
        />
        <TextField
          label="Lenders"
          name="orgCodes"
          description="Lender codes separated by commas. Leave empty for every lender."
          value={lenders}
          onChange={setLenders}
          error={errors.orgCodes}
        />
        <div className="flex gap-2">
          <Button type="submit" isPending={change.isPending}>
            Save changes
          </Button>
          <Button variant="secondary" onPress={() => onClose()}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
