import { staffApi } from '@hearth/domain/api/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The link as the invitee opens it, on this console's own origin. */
function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).href;
}

/** Pending invitation links (the sandbox sends no e-mail): each one copyable. */
export function SandboxInvitations() {
  const invitations = useQuery({
    queryKey: ['staff', 'sandboxInvitations'],
    queryFn: ({ signal }) => callEndpoint(staffApi.sandboxInvitations, {}, { signal }),
  });
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (uuid: string, link: string) => {
    await navigator.clipboard.writeText(link);
    setCopied(uuid);
  };
  return (
    <section aria-labelledby="sandbox-invitations-heading" className="flex flex-col gap-3">
      <h2 id="sandbox-invitations-heading" className="text-xl font-semibold">
        Invitation links
      </h2>
      <p>The sandbox sends no e-mail: open or copy an invitee's link here.</p>
      <QueryState query={invitations}>
        {(rows) =>
          rows.length === 0 ? (
            <p>No pending invitations.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {rows.map((invitation) => {
                const link = absoluteLink(invitation.link);
                return (
                  <li key={invitation.uuid} className="rounded border border-line bg-white p-3">
                    <p>
                      <strong>{invitation.email}</strong> as {invitation.role}, until{' '}
                      {formatDateTime(invitation.expiresAt)}
                    </p>
                    <p className="flex flex-wrap items-center gap-3">
                      <a
                        href={link}
                        data-testid="invitation-link"
                        className="break-all text-brand underline focus-visible:outline-3 focus-visible:outline-focus"
                      >
                        {link}
                      </a>
                      <Button
                        variant="secondary"
                        aria-label={`Copy the invitation link for ${invitation.email}`}
                        onPress={() => void copy(invitation.uuid, link)}
                      >
                        {copied === invitation.uuid ? 'Copied' : 'Copy link'}
                      </Button>
                    </p>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
