import { PageHeading } from '../../components/page-heading.tsx';
import { useMe } from '../../lib/me.ts';
import { can } from '../../lib/permissions.ts';
import { SandboxClock } from './sandbox-clock.tsx';
import { SandboxInvitations } from './sandbox-invitations.tsx';
import { SandboxVendorEvents } from './sandbox-vendor-events.tsx';

/** Outside production only (the menu hides it there): the sandbox clock, vendor events and invitation links. */
export default function SandboxPage() {
  const me = useMe();
  return (
    <>
      <PageHeading>Sandbox tools</PageHeading>
      <SandboxClock />
      {can(me?.role, 'events.send') ? <SandboxVendorEvents /> : null}
      {can(me?.role, 'staff.manage') ? <SandboxInvitations /> : null}
    </>
  );
}
