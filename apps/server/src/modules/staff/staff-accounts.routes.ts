import { staffApi } from '@hearth/domain/api/staff-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { createSandboxMail } from '../notifications/sandbox-mail.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import { changeStaffAccount, changeStaffRoleOrLenders, listStaffMembers } from './staff-accounts.service.ts';
import {
  inviteStaff,
  listSandboxStaffInvitations,
  listStaffInvitations,
} from './staff-invitation.service.ts';

/** Staff administration (ADMIN): the staff list, invitations, disabling and second-factor resets. */
const staffAccountsRoutes: FastifyPluginAsync = async (app) => {
  const tags = OPS_TAGS;
  const inviteDeps = {
    db: app.db,
    secret: app.config.jwtSecret,
    now: app.attemptClock,
    sendMail: createSandboxMail(app.log),
    isProduction: app.config.isProduction,
  };
  const accountDeps = { db: app.db, now: app.attemptClock };

  registerEndpoint(app, staffApi.list, {
    tags,
    summary: 'Every staff member: role, lenders, whether active and enrolled in a second factor',
    handler: () => listStaffMembers(app.db),
  });

  registerEndpoint(app, staffApi.invite, {
    tags,
    errors: [409],
    summary: 'Invite a staff member by e-mail: a one-time link, valid 72 hours (sandbox: in the mail log)',
    handler: (request) => inviteStaff(inviteDeps, request.staff.uuid, request.body),
  });

  registerEndpoint(app, staffApi.invitations, {
    tags,
    summary: 'Invitations not yet accepted nor expired',
    handler: () => listStaffInvitations(app.db, app.attemptClock()),
  });

  registerEndpoint(app, staffApi.sandboxInvitations, {
    tags,
    summary: 'Sandbox only (404 in production): pending invitations with the links their invitees were sent',
    handler: () => listSandboxStaffInvitations(inviteDeps),
  });

  registerEndpoint(app, staffApi.change, {
    tags,
    errors: [409],
    summary:
      "Change another staff member's role or lenders (empty = every lender); applies to their next call",
    handler: (request) =>
      changeStaffRoleOrLenders(accountDeps, request.staff, request.params.uuid, request.body),
  });

  registerEndpoint(app, staffApi.disable, {
    tags,
    errors: [409],
    summary:
      'Disable a staff member: refused at log-in, and every live token of theirs stops working at once',
    handler: (request) => changeStaffAccount(accountDeps, request.staff, request.params.uuid, 'disable'),
  });

  registerEndpoint(app, staffApi.enable, {
    tags,
    errors: [409],
    summary: 'Re-enable a disabled staff member',
    handler: (request) => changeStaffAccount(accountDeps, request.staff, request.params.uuid, 'enable'),
  });

  registerEndpoint(app, staffApi.resetSecondFactor, {
    tags,
    errors: [409],
    summary:
      "Reset a staff member's second factor: their sessions end and their next log-in sets up a new authenticator",
    handler: (request) =>
      changeStaffAccount(accountDeps, request.staff, request.params.uuid, 'reset-second-factor'),
  });
};

export default staffAccountsRoutes;
