import { z } from 'zod';
import {
  zAcceptStaffInvitationBody,
  zStaffEnrolmentBody,
  zStaffInvitationBody,
  zStaffParams,
  zStaffSecondFactorBody,
  zStaffSessionParams,
} from '../ops/staff-bodies.ts';
import {
  zSandboxStaffInvitation,
  zStaffEnrolled,
  zStaffEnrolment,
  zStaffInvitation,
  zStaffMember,
  zStaffSession,
  zStaffSignedIn,
} from '../ops/staff-dto.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Staff accounts: the log-in's second factor (after `opsApi.login`), invitations, the admins'
 * account management, and one's own sessions.
 */
export const staffApi = {
  secondFactor: defineEndpoint({
    id: 'staff.secondFactor',
    method: 'POST',
    path: `${OPS_API}/login/second-factor`,
    auth: 'public',
    body: zStaffSecondFactorBody,
    response: zStaffSignedIn,
  }),
  startEnrolment: defineEndpoint({
    id: 'staff.startEnrolment',
    method: 'POST',
    path: `${OPS_API}/login/enrolment`,
    auth: 'public',
    body: zStaffEnrolmentBody,
    response: zStaffEnrolment,
  }),
  confirmEnrolment: defineEndpoint({
    id: 'staff.confirmEnrolment',
    method: 'POST',
    path: `${OPS_API}/login/enrolment/confirm`,
    auth: 'public',
    body: zStaffSecondFactorBody,
    response: zStaffEnrolled,
  }),
  acceptInvitation: defineEndpoint({
    id: 'staff.acceptInvitation',
    method: 'POST',
    path: `${OPS_API}/invitations/accept`,
    auth: 'public',
    body: zAcceptStaffInvitationBody,
    response: zStaffMember,
    status: 201,
  }),
  list: defineEndpoint({
    id: 'staff.list',
    permission: 'staff.manage',
    method: 'GET',
    path: `${OPS_API}/staff`,
    auth: 'staff',
    response: z.array(zStaffMember),
  }),
  invite: defineEndpoint({
    id: 'staff.invite',
    permission: 'staff.manage',
    method: 'POST',
    path: `${OPS_API}/staff/invitations`,
    auth: 'staff',
    body: zStaffInvitationBody,
    response: zStaffInvitation,
    status: 201,
  }),
  invitations: defineEndpoint({
    id: 'staff.invitations',
    permission: 'staff.manage',
    method: 'GET',
    path: `${OPS_API}/staff/invitations`,
    auth: 'staff',
    response: z.array(zStaffInvitation),
  }),
  disable: defineEndpoint({
    id: 'staff.disable',
    permission: 'staff.manage',
    method: 'POST',
    path: `${OPS_API}/staff/:uuid/disable`,
    auth: 'staff',
    params: zStaffParams,
    response: zStaffMember,
  }),
  enable: defineEndpoint({
    id: 'staff.enable',
    permission: 'staff.manage',
    method: 'POST',
    path: `${OPS_API}/staff/:uuid/enable`,
    auth: 'staff',
    params: zStaffParams,
    response: zStaffMember,
  }),
  resetSecondFactor: defineEndpoint({
    id: 'staff.resetSecondFactor',
    permission: 'staff.manage',
    method: 'POST',
    path: `${OPS_API}/staff/:uuid/second-factor/reset`,
    auth: 'staff',
    params: zStaffParams,
    response: zStaffMember,
  }),
  sandboxInvitations: defineEndpoint({
    id: 'staff.sandboxInvitations',
    permission: 'staff.manage',
    method: 'GET',
    path: `${OPS_API}/sandbox/invitations`,
    auth: 'staff',
    response: z.array(zSandboxStaffInvitation),
  }),
  sessions: defineEndpoint({
    id: 'staff.sessions',
    permission: 'session',
    method: 'GET',
    path: `${OPS_API}/sessions`,
    auth: 'staff',
    response: z.array(zStaffSession),
  }),
  revokeSession: defineEndpoint({
    id: 'staff.revokeSession',
    permission: 'session',
    method: 'DELETE',
    path: `${OPS_API}/sessions/:id`,
    auth: 'staff',
    params: zStaffSessionParams,
    response: 'empty',
    status: 204,
  }),
};
