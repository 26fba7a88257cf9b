/** The console page an invited staff member opens; the one-time token rides in the fragment, never sent to a server log. */
export const STAFF_INVITATION_PAGE = '/ops/invitation';

export function staffInvitationLink(token: string): string {
  return `${STAFF_INVITATION_PAGE}#token=${token}`;
}
