import { describe, expect, it } from 'vitest';
import { OPS_API } from '../api/base-paths.ts';
import { listEndpoints } from '../api/index.ts';
import {
  eventPermission,
  hasPermission,
  ROLE_PERMISSIONS,
  STAFF_PERMISSIONS,
  type StaffPermission,
} from './staff-permissions.ts';
import { STAFF_ROLES, type StaffRole } from './staff-role.ts';

describe('the role → permission table', () => {
  it('gives ADMIN every permission and every role its own session and the pipeline', () => {
    expect([...ROLE_PERMISSIONS.ADMIN].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    for (const role of STAFF_ROLES) {
      expect(hasPermission(role, 'session')).toBe(true);
      expect(hasPermission(role, 'applications.read')).toBe(true);
    }
  });

  it.each<[StaffRole, StaffPermission, boolean]>([
    ['ADMIN', 'staff.manage', true],
    ['MANAGER', 'staff.manage', false],
    ['MANAGER', 'decisions.all', true],
    ['MANAGER', 'approvals.check', true],
    ['MANAGER', 'applications.reassign', true],
    ['UNDERWRITER', 'decisions.underwriting', true],
    ['UNDERWRITER', 'decisions.all', false],
    ['UNDERWRITER', 'decisions.closing', false],
    ['UNDERWRITER', 'approvals.check', false],
    ['PROCESSOR', 'conditions.manage', true],
    ['PROCESSOR', 'decisions.closing', true],
    ['PROCESSOR', 'decisions.underwriting', false],
    ['SUPPORT', 'notes.write', true],
    ['SUPPORT', 'borrower.contact', true],
    ['SUPPORT', 'applications.pii', false],
    ['SUPPORT', 'conditions.manage', false],
    ['SUPPORT', 'events.send', false],
    ['SUPPORT', 'sandbox.clock', false],
    ['ADMIN', 'audit.read', true],
    ['MANAGER', 'audit.read', true],
    ['UNDERWRITER', 'audit.read', false],
    ['PROCESSOR', 'audit.read', false],
    ['SUPPORT', 'audit.read', false],
    ['ADMIN', 'exports.hmda', true],
    ['MANAGER', 'exports.hmda', true],
    ['UNDERWRITER', 'exports.hmda', false],
    ['PROCESSOR', 'exports.hmda', false],
    ['SUPPORT', 'exports.hmda', false],
  ])('%s holds %s: %s', (role, permission, expected) => {
    expect(hasPermission(role, permission)).toBe(expected);
  });

  it.each([
    ['PROVIDER', 'FINAL_TITLE_ORDER', 'decisions.closing'],
    ['OPS', 'NAV_BPO_REVIEW', 'decisions.underwriting'],
    ['OPS', 'INCOME_VERIFICATION', 'decisions.underwriting'],
    ['OPS', 'CREDIT_ERROR', 'decisions.underwriting'],
    ['OPS', 'FRAUD_REVIEW', 'decisions.underwriting'],
    ['OPS', 'FINAL_TITLE_REVIEW', 'decisions.underwriting'],
    ['OPS', 'PAYOFF_REVIEW', 'decisions.all'],
    ['OPS', 'OFFER_SELECTION', 'decisions.all'],
  ] as const)('an event by %s at %s needs %s', (sender, step, permission) => {
    expect(eventPermission(sender, step)).toBe(permission);
  });
});

describe('the ops contract', () => {
  const opsEndpoints = listEndpoints().filter((endpoint) => endpoint.path.startsWith(OPS_API));

  it('declares a known permission on every staff endpoint, and none on a public one', () => {
    expect(opsEndpoints.length).toBeGreaterThan(15);
    for (const endpoint of opsEndpoints) {
      if (endpoint.auth === 'staff') {
        expect(STAFF_PERMISSIONS, endpoint.id).toContain(endpoint.permission);
      } else {
        expect(endpoint.auth, endpoint.id).toBe('public');
        expect(endpoint.permission, endpoint.id).toBeUndefined();
      }
    }
  });

  it('leaves only the log-in steps (a passkey among them) and accepting an invitation public', () => {
    expect(
      opsEndpoints
        .filter((endpoint) => endpoint.auth === 'public')
        .map((endpoint) => endpoint.id)
        .sort(),
    ).toEqual([
      'ops.login',
      'passkey.login',
      'passkey.loginOptions',
      'staff.acceptInvitation',
      'staff.confirmEnrolment',
      'staff.secondFactor',
      'staff.startEnrolment',
    ]);
  });
});
