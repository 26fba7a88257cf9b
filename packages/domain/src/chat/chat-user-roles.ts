import type { StaffRole } from '../ops/staff-role.ts';

/** CHT-018: the chat user list's roles (development tooling, non-production only). */
export const CHAT_USER_ROLES = ['ADMIN', 'CSA', 'MANAGER', 'SPECIALIST'] as const;
export type ChatUserRole = (typeof CHAT_USER_ROLES)[number];

/**
 * Staff roles as the chat user list names them: support staff are the customer service agents
 * (CSA), underwriters and processors the specialists an agent hands a question to.
 */
export const CHAT_USER_ROLE_OF: Readonly<Record<StaffRole, ChatUserRole>> = {
  ADMIN: 'ADMIN',
  MANAGER: 'MANAGER',
  SUPPORT: 'CSA',
  UNDERWRITER: 'SPECIALIST',
  PROCESSOR: 'SPECIALIST',
};

/** The name the chat user list shows for a staff account, which has only an e-mail: its local part. */
export function chatUserName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
