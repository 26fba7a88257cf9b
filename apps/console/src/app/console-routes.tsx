import type { StaffPermission } from '@hearth/domain/ops/staff-permissions';
import type { ComponentType } from 'react';

/**
 * The console's signed-in pages, in menu order. A page is one line: its path under /ops, its menu
 * label, the permission that shows it, and its module (loaded when first opened, so each page's
 * code arrives with it). `menu: false` keeps a page (a file opened from a list) out of the menu.
 */
export interface ConsolePage {
  path: string;
  label: string;
  permission: StaffPermission;
  load: () => Promise<{ default: ComponentType }>;
  menu?: false;
  /** Sandbox tools: shown only when the server is not production (it answers 404 there). */
  sandboxOnly?: true;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: 'pipeline',
    label: 'Pipeline',
    permission: 'applications.read',
    load: () => import('../features/pipeline/pipeline-page.tsx'),
  },
  {
    path: 'queues',
    label: 'Queues',
    permission: 'applications.read',
    load: () => import('../features/queues/queues-page.tsx'),
  },
  {
    path: 'queues/:queue',
    label: 'Queue',
    permission: 'applications.read',
    load: () => import('../features/queues/queue-page.tsx'),
    menu: false,
  },
  // The application file goes here as it arrives.
  {
    path: 'applications/:uuid',
    label: 'Application file',
    permission: 'applications.read',
    load: () => import('../features/application-file/application-file-page.tsx'),
    menu: false,
  },
  {
    path: 'chatbot-feedback',
    label: 'Chatbot feedback',
    permission: 'borrower.contact',
    load: () => import('../features/chatbot-feedback/chatbot-feedback-page.tsx'),
  },
  {
    path: 'chats',
    label: 'Chats',
    permission: 'borrower.contact',
    load: () => import('../features/chat-inbox/chats-page.tsx'),
  },
  {
    path: 'approvals',
    label: 'Approvals',
    permission: 'events.send',
    load: () => import('../pages/approvals/approvals-page.tsx'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    permission: 'audit.read',
    load: () => import('../pages/audit/audit-page.tsx'),
  },
  {
    path: 'exports',
    label: 'HMDA export',
    permission: 'exports.hmda',
    load: () => import('../pages/exports/exports-page.tsx'),
  },
  {
    path: 'staff',
    label: 'Staff',
    permission: 'staff.manage',
    load: () => import('../pages/staff/staff-page.tsx'),
  },
  {
    path: 'sandbox',
    label: 'Sandbox tools',
    permission: 'sandbox.clock',
    load: () => import('../pages/sandbox/sandbox-page.tsx'),
    sandboxOnly: true,
  },
  {
    path: 'account',
    label: 'My account',
    permission: 'session',
    load: () => import('../pages/account/account-page.tsx'),
  },
];
