import { z } from 'zod';
import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zConditionParams } from '../conditions/condition-dto.ts';
import {
  zFlagOverride,
  zFlagOverrideBody,
  zFlagOverrideList,
  zFlagOverrideParams,
} from '../ops/flag-override.ts';
import {
  zAdvanceClockBody,
  zOpsApplicationQuery,
  zOpsEventBody,
  zRaiseConditionBody,
} from '../ops/ops-bodies.ts';
import {
  zOpsApplicationDetail,
  zOpsApplicationPage,
  zOpsCondition,
  zOpsEventResult,
  zSandboxClock,
} from '../ops/ops-dto.ts';
import { zStaffPasswordStep } from '../ops/staff-dto.ts';
import {
  zProposalDecisionBody,
  zProposalParams,
  zProposalQuery,
  zStaffProposal,
  zStaffProposalList,
} from '../ops/staff-proposal.ts';
import { zStaffRole } from '../ops/staff-role.ts';
import { zLoginBody } from '../validation/login-body.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

export const zStaffMe = z.strictObject({ uuid: z.uuid(), email: z.string(), role: zStaffRole });

const zResolveConditionParams = zConditionParams
  .pick({ uuid: true })
  .extend({ id: zConditionParams.shape.conditionUuid });

/**
 * The ops API: the staff log-in's password step (the second factor and staff accounts are
 * `staffApi`), the session, the pipeline, events, the sandbox clock and
 * feature-flag overrides.
 */
export const opsApi = {
  login: defineEndpoint({
    id: 'ops.login',
    method: 'POST',
    path: `${OPS_API}/login`,
    auth: 'public',
    body: zLoginBody,
    response: zStaffPasswordStep,
  }),
  me: defineEndpoint({
    id: 'ops.me',
    permission: 'session',
    method: 'GET',
    path: `${OPS_API}/me`,
    auth: 'staff',
    response: zStaffMe,
  }),
  logout: defineEndpoint({
    id: 'ops.logout',
    permission: 'session',
    method: 'POST',
    path: `${OPS_API}/logout`,
    auth: 'staff',
    response: 'empty',
    status: 204,
  }),
  applications: defineEndpoint({
    id: 'ops.applications',
    permission: 'applications.read',
    method: 'GET',
    path: `${OPS_API}/applications`,
    auth: 'staff',
    query: zOpsApplicationQuery,
    response: zOpsApplicationPage,
  }),
  application: defineEndpoint({
    id: 'ops.application',
    permission: 'applications.read',
    method: 'GET',
    path: `${OPS_API}/applications/:uuid`,
    auth: 'staff',
    params: zApplicationParams,
    response: zOpsApplicationDetail,
  }),
  raiseCondition: defineEndpoint({
    id: 'ops.raiseCondition',
    permission: 'conditions.manage',
    method: 'POST',
    path: `${OPS_API}/applications/:uuid/conditions`,
    auth: 'staff',
    params: zApplicationParams,
    body: zRaiseConditionBody,
    response: zOpsCondition,
    status: 201,
  }),
  resolveCondition: defineEndpoint({
    id: 'ops.resolveCondition',
    permission: 'conditions.manage',
    method: 'POST',
    path: `${OPS_API}/applications/:uuid/conditions/:id/resolve`,
    auth: 'staff',
    params: zResolveConditionParams,
    response: zOpsCondition,
  }),
  sendEvent: defineEndpoint({
    id: 'ops.sendEvent',
    permission: 'events.send',
    method: 'POST',
    path: `${OPS_API}/applications/:uuid/events`,
    auth: 'staff',
    params: zApplicationParams,
    body: zOpsEventBody,
    response: zOpsEventResult,
  }),
  /** Maker-checker proposals (cancel, decline, manual fund, valuation override) of the staff's lenders. */
  proposals: defineEndpoint({
    id: 'ops.proposals',
    permission: 'events.send',
    method: 'GET',
    path: `${OPS_API}/proposals`,
    auth: 'staff',
    query: zProposalQuery,
    response: zStaffProposalList,
  }),
  approveProposal: defineEndpoint({
    id: 'ops.approveProposal',
    permission: 'approvals.check',
    method: 'POST',
    path: `${OPS_API}/proposals/:id/approve`,
    auth: 'staff',
    params: zProposalParams,
    body: zProposalDecisionBody,
    response: zStaffProposal,
  }),
  rejectProposal: defineEndpoint({
    id: 'ops.rejectProposal',
    permission: 'approvals.check',
    method: 'POST',
    path: `${OPS_API}/proposals/:id/reject`,
    auth: 'staff',
    params: zProposalParams,
    body: zProposalDecisionBody,
    response: zStaffProposal,
  }),
  clock: defineEndpoint({
    id: 'ops.clock',
    permission: 'sandbox.clock',
    method: 'GET',
    path: `${OPS_API}/sandbox/clock`,
    auth: 'staff',
    response: zSandboxClock,
  }),
  advanceClock: defineEndpoint({
    id: 'ops.advanceClock',
    permission: 'sandbox.clock',
    method: 'POST',
    path: `${OPS_API}/sandbox/clock`,
    auth: 'staff',
    body: zAdvanceClockBody,
    response: zSandboxClock,
  }),
  flagOverrides: defineEndpoint({
    id: 'ops.flagOverrides',
    permission: 'lender.settings',
    method: 'GET',
    path: `${OPS_API}/feature-flags`,
    auth: 'staff',
    response: zFlagOverrideList,
  }),
  setFlagOverride: defineEndpoint({
    id: 'ops.setFlagOverride',
    permission: 'lender.settings',
    method: 'PUT',
    path: `${OPS_API}/feature-flags/:scope/:flagKey`,
    auth: 'staff',
    params: zFlagOverrideParams,
    body: zFlagOverrideBody,
    response: zFlagOverride,
  }),
  clearFlagOverride: defineEndpoint({
    id: 'ops.clearFlagOverride',
    permission: 'lender.settings',
    method: 'DELETE',
    path: `${OPS_API}/feature-flags/:scope/:flagKey`,
    auth: 'staff',
    params: zFlagOverrideParams,
    response: 'empty',
    status: 204,
  }),
};
