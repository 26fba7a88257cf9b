/** The application and the caller of a borrower call: the service checks the one owns the other. */
export function readOwner(request: { params: { uuid: string }; user: { identityUuid: string } }) {
  return { uuid: request.params.uuid, identityUuid: request.user.identityUuid };
}
