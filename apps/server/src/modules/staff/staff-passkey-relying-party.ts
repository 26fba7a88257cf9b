import type { FastifyRequest } from 'fastify';

export interface RelyingParty {
  /** The host name passkeys are bound to (no scheme, no port). */
  rpID: string;
  /** The origin the browser signs, e.g. https://ops.lender.example (default port left out). */
  origin: string;
}

export const RP_NAME = 'Hearth staff console';

/**
 * The relying party of the request: its host (behind a trusted proxy, the forwarded one). A passkey
 * works on the host it was registered on; the browser binds it there, so a request relayed from
 * another host fails the RP ID hash check rather than passing it.
 */
export function relyingPartyOf(
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'hostname'>,
): RelyingParty {
  return { rpID: request.hostname, origin: new URL(`${request.protocol}://${request.host}`).origin };
}
