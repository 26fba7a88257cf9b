import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { FastifyInstance } from 'fastify';
import { verifyBorrowerToken } from '../identity/borrower-token.ts';
import { worksForLender } from '../ops/application-access.ts';
import { findStaffByUuid } from '../staff/staff.repository.ts';
import { touchStaffSession } from '../staff/staff-session.repository.ts';
import type { ConversationRow } from './chat.repository.ts';
import { findParticipantByTokenHash } from './chat.repository.ts';
import { hashSecret } from './chat-secrets.ts';

/** Who is on the other end of a chat socket, and until when their token holds. */
export type ChatPrincipal =
  | {
      /** A chat token from chat init: exactly one conversation, as its visitor or borrower. */
      kind: 'PARTICIPANT';
      participantUuid: string;
      conversationUuid: string;
      authorKind: 'VISITOR' | 'BORROWER';
      expiresAt: Date;
    }
  | { kind: 'BORROWER'; identityUuid: string; orgCode: string; expiresAt: Date }
  | {
      kind: 'AGENT';
      staffUuid: string;
      email: string;
      role: StaffRole;
      orgCodes: readonly string[];
      expiresAt: Date;
    };

type AuthApp = Pick<FastifyInstance, 'db' | 'tokens' | 'revocations' | 'attemptClock'>;

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The socket's token, checked as the API checks it: a borrower's JWT (signature, expiry, session
 * not ended), a staff JWT (an active staff user whose session is live; it counts as activity), or
 * a chat token (a live one of a conversation). Undefined for anything else.
 */
export async function authenticateChatToken(app: AuthApp, token: string): Promise<ChatPrincipal | undefined> {
  try {
    if (JWT_SHAPE.test(token)) {
      const claims = await app.tokens.verifyToken(token);
      if (claims.scope === 'staff') {
        return await authenticateStaff(app, claims);
      }
      const { user } = await verifyBorrowerToken(app, token, claims.orgCode);
      return {
        kind: 'BORROWER',
        identityUuid: user.identityUuid,
        orgCode: user.orgCode,
        expiresAt: user.expiresAt,
      };
    }
    const participant = await findParticipantByTokenHash(app.db, hashSecret(token));
    if (!participant?.tokenExpiresAt || participant.tokenExpiresAt <= new Date()) {
      return undefined;
    }
    return {
      kind: 'PARTICIPANT',
      participantUuid: participant.uuid,
      conversationUuid: participant.conversationUuid,
      authorKind: participant.kind === 'BORROWER' ? 'BORROWER' : 'VISITOR',
      expiresAt: participant.tokenExpiresAt,
    };
  } catch {
    return undefined;
  }
}

async function authenticateStaff(
  app: AuthApp,
  claims: Awaited<ReturnType<AuthApp['tokens']['verifyToken']>>,
): Promise<ChatPrincipal | undefined> {
  const staff = await findStaffByUuid(app.db, claims.identityUuid);
  if (!staff?.active || !hasPermission(staff.role as StaffRole, 'borrower.contact')) {
    return undefined;
  }
  const live = await touchStaffSession(app.db, {
    sessionId: claims.session.id,
    staffUuid: staff.uuid,
    now: app.attemptClock(),
  });
  if (!live) {
    return undefined;
  }
  return {
    kind: 'AGENT',
    staffUuid: staff.uuid,
    email: staff.email,
    role: staff.role as StaffRole,
    orgCodes: staff.orgCodes,
    expiresAt: claims.expiresAt,
  };
}

/**
 * A borrower reads only their own conversations, a chat token only its one, an agent only the
 * conversations of the lenders they work for. Anything else looks like an unknown conversation.
 */
export function mayAccess(principal: ChatPrincipal, conversation: ConversationRow): boolean {
  switch (principal.kind) {
    case 'PARTICIPANT':
      return conversation.uuid === principal.conversationUuid;
    case 'BORROWER':
      return (
        conversation.identityUuid === principal.identityUuid && conversation.orgCode === principal.orgCode
      );
    case 'AGENT':
      return worksForLender(principal, conversation.orgCode);
  }
}

/** The principal a fresh token stands for may replace the socket's one only if it is the same person. */
export function samePerson(a: ChatPrincipal, b: ChatPrincipal): boolean {
  if (a.kind === 'PARTICIPANT' && b.kind === 'PARTICIPANT') {
    return a.participantUuid === b.participantUuid;
  }
  if (a.kind === 'BORROWER' && b.kind === 'BORROWER') {
    return a.identityUuid === b.identityUuid && a.orgCode === b.orgCode;
  }
  if (a.kind === 'AGENT' && b.kind === 'AGENT') {
    return a.staffUuid === b.staffUuid;
  }
  return false;
}
