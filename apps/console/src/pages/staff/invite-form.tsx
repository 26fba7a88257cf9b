import { staffApi } from '@hearth/domain/api/staff-api';
import { zStaffInvitationBody } from '@hearth/domain/ops/staff-bodies';
import { STAFF_ROLES, type StaffRole } from '@hearth/domain/ops/staff-role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { invitationsQuery, parseOrgCodes } from './staff-queries.ts';

type Field = 'email' | 'role' | 'orgCodes';
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role }));

/** Invites a staff member by e-mail with a role and, optionally, the lenders they work for. */
export function InviteForm() {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | null>(null);
  const [lenders, setLenders] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const invite = useMutation({
    mutationFn: (body: { email: string; role: StaffRole; orgCodes: string[] }) =>
      callEndpoint(staffApi.invite, { body }),
    onSuccess: () => {
      setEmail('');
      setRole(null);
      setLenders('');
      void client.invalidateQueries({ queryKey: invitationsQuery.queryKey });
    },
    // 'Unknown lender' is about the lenders field; a malformed field's message names its field.
    onError: (error) => setErrors(serverFieldErrors(error, ['email', 'role', 'orgCodes'], 'orgCodes') ?? {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim(), role, orgCodes: parseOrgCodes(lenders) };
    const checked = schemaFieldErrors<Field>(zStaffInvitationBody, body);
    setErrors(role ? checked.errors : { ...checked.errors, role: 'Choose a role' });
    if (checked.ok && role) {
      invite.mutate({ ...body, role });
    }
  };

  const formError = invite.isError && !serverFieldErrors(invite.error, ['orgCodes'], 'orgCodes');
  return (
    <section aria-labelledby="invite-heading" className="flex max-w-lg flex-col gap-3">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite a staff member
      </h2>
      {invite.isSuccess ? (
        <Alert tone="success">
          Invitation sent to {invite.data.email} as {invite.data.role}. The link works once, until{' '}
          {formatDateTime(invite.data.expiresAt)}.
        </Alert>
      ) : null}
      {formError ? <Alert>{errorMessage(invite.error)}</Alert> : null}
      <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={errors.email}
          isRequired
        />
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
        <Button type="submit" isPending={invite.isPending}>
          Send invitation
        </Button>
      </Form>
    </section>
  );
}
