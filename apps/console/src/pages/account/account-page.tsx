import { PageHeading } from '../../components/page-heading.tsx';
import { useMe } from '../../lib/me.ts';
import { NewRecoveryCodes } from './new-recovery-codes.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SessionsTable } from './sessions-table.tsx';

/** One's own account: who, the live sessions (each revocable), passkeys, new recovery codes. */
export default function AccountPage() {
  const me = useMe();
  return (
    <>
      <PageHeading>My account</PageHeading>
      <p>
        Signed in as <strong>{me?.email}</strong>, role <strong>{me?.role}</strong>.
      </p>
      <SessionsTable />
      <PasskeysSection />
      <NewRecoveryCodes />
    </>
  );
}
