import type { ChatUser, zChatUsersBody } from '@hearth/domain/api/chatbot-api';
import { CHAT_USER_ROLE_OF, chatUserName } from '@hearth/domain/chat/chat-user-roles';
import { AppError } from '@hearth/domain/errors/app-error';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listStaff } from '../staff/staff.repository.ts';

type ChatUsersFilters = z.infer<typeof zChatUsersBody>;

/** Two lists of lenders meet when either is empty (every lender) or they share one. */
function sharesLender(a: readonly string[], b: readonly string[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((orgCode) => b.includes(orgCode));
}

/**
 * API-080, CHT-018: the chat users (active staff) a developer picks an agent from, outside
 * production only (404 there). Only staff who share a lender with the caller are listed; the
 * filters narrow by role, by names (part of the name, any case), by e-mails (exact) and by team
 * (a lender they answer for).
 */
export async function listChatUsers(
  deps: { db: Db; isProduction: boolean },
  caller: { orgCodes: readonly string[] },
  filters: ChatUsersFilters,
): Promise<{ users: ChatUser[] }> {
  if (deps.isProduction) {
    throw new AppError('NOT_FOUND');
  }
  const names = filters.names?.map((name) => name.toLowerCase());
  const emails = filters.emails?.map((email) => email.toLowerCase());
  const users = (await listStaff(deps.db))
    .filter((staff) => staff.active && sharesLender(caller.orgCodes, staff.orgCodes))
    .map((staff) => ({
      id: staff.uuid,
      name: chatUserName(staff.email),
      email: staff.email,
      role: CHAT_USER_ROLE_OF[staff.role as StaffRole],
      teams: staff.orgCodes,
    }))
    .filter(
      (user) =>
        (!filters.role || user.role === filters.role) &&
        (!names || names.some((name) => user.name.toLowerCase().includes(name))) &&
        (!emails || emails.includes(user.email.toLowerCase())) &&
        (!filters.team || user.teams.length === 0 || user.teams.includes(filters.team)),
    );
  return { users };
}
