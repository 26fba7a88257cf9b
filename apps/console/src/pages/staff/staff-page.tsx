import { PageHeading } from '../../components/page-heading.tsx';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteForm } from './invite-form.tsx';
import { StaffTable } from './staff-table.tsx';

/** ADMIN: the lender's staff, invitations, and each account's state. */
export default function StaffPage() {
  return (
    <>
      <PageHeading>Staff</PageHeading>
      <StaffTable />
      <InviteForm />
      <InvitationsTable />
    </>
  );
}
