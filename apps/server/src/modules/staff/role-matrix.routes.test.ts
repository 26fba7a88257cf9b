import { OPS_API } from '@hearth/domain/api/base-paths';
import type { AnyEndpoint } from '@hearth/domain/api/endpoint';
import { listEndpoints } from '@hearth/domain/api/index';
import { opsApi } from '@hearth/domain/api/ops-api';
import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import { STAFF_ROLES, type StaffRole } from '@hearth/domain/ops/staff-role';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { fillPath, listApiOperations } from '../../../test/openapi-operations.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { seedApplication, staffRequest } from '../ops/ops-test-support.ts';
import { PERMISSION_REFUSED } from './staff-auth.plugin.ts';
import { createTestStaff, startTestStaffSession, type TestStaff } from './staff-test-support.ts';

/**
 * Every ops route the app registers, tried as every role: a route the contract does not declare,
 * or a staff route without a permission, fails here; each role is refused (403) exactly the routes
 * its permissions do not cover, before the body is read.
 */
const suite = useTestApp(
  () => buildTestApp({ rateLimitsEnabled: false }),
  async (t) => {
    const staff = {} as Record<StaffRole, TestStaff>;
    for (const role of STAFF_ROLES) {
      staff[role] = await createTestStaff(t.app, { role });
    }
    const application = await seedApplication(t.app);
    return { staff, applicationUuid: application.uuid };
  },
);

const PUBLIC_OPS_ENDPOINTS = [
  opsApi.login,
  staffApi.secondFactor,
  staffApi.startEnrolment,
  staffApi.confirmEnrolment,
  staffApi.acceptInvitation,
  passkeyApi.loginOptions,
  passkeyApi.login,
];

function contractEndpointOf(method: string, openApiPath: string): AnyEndpoint | undefined {
  const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
  return listEndpoints().find((endpoint) => endpoint.method === method && endpoint.path === path);
}

function listOpsRoutes() {
  return listApiOperations(suite.t.app)
    .filter((operation) => operation.path.startsWith(OPS_API))
    .map((operation) => ({ operation, endpoint: contractEndpointOf(operation.method, operation.path) }));
}

/**
 * One call as a role: its status and first error. A file or a live feed (server-sent events) is
 * read as a stream and dropped once its status is known, so a feed that never ends ends here.
 */
async function injectAsRole(
  options: InjectOptions & { streamed: boolean },
): Promise<{ statusCode: number; firstError?: string }> {
  const { streamed, ...request } = options;
  if (!streamed) {
    const response = await suite.t.app.inject(request);
    const errors = response.statusCode >= 400 ? response.json<{ errors: string[] }>().errors : [];
    return { statusCode: response.statusCode, firstError: errors[0] };
  }
  const response = await suite.t.app.inject({ ...request, payloadAsStream: true });
  if (response.statusCode < 400) {
    response.raw.res.destroy();
    return { statusCode: response.statusCode };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) {
    chunks.push(Buffer.from(chunk));
  }
  const errors = (JSON.parse(Buffer.concat(chunks).toString()) as { errors: string[] }).errors;
  return { statusCode: response.statusCode, firstError: errors[0] };
}

describe('the role × route matrix of the ops API', () => {
  it('finds every registered ops route in the contract, each staff route with a permission', () => {
    const routes = listOpsRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const { operation, endpoint } of routes) {
      const name = `${operation.method} ${operation.path}`;
      expect(endpoint, `${name} is not an endpoint of the contract`).toBeDefined();
      if (endpoint?.auth === 'public') {
        expect(PUBLIC_OPS_ENDPOINTS, `${name} is public`).toContain(endpoint);
      } else {
        expect(endpoint?.auth, name).toBe('staff');
        expect(endpoint?.permission, `${name} declares no permission`).toBeDefined();
      }
    }
  });

  it('refuses each role exactly the routes its permissions do not cover', async () => {
    const { staff, applicationUuid } = suite;
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { operation, endpoint } of listOpsRoutes()) {
      if (endpoint?.auth !== 'staff' || !endpoint.permission) {
        continue;
      }
      for (const role of STAFF_ROLES) {
        // A session per call: log-out and session revocation end only their own.
        const jwt = await startTestStaffSession(suite.t.app, staff[role]);
        const url = fillPath(operation.path, { uuid: applicationUuid, id: crypto.randomUUID() });
        const response = await injectAsRole({
          method: operation.method,
          url,
          headers: { authorization: `Bearer ${jwt}` },
          ...(operation.jsonBody ? { payload: {} } : {}),
          streamed: endpoint.response === 'file',
        });
        const refused = response.statusCode === 403 && response.firstError === PERMISSION_REFUSED;
        expect(response.statusCode, `${role} ${endpoint.id}`).not.toBe(401);
        outcomes.push(`${role} ${endpoint.id} ${refused ? 'refused' : 'allowed'}`);
        expected.push(
          `${role} ${endpoint.id} ${hasPermission(role, endpoint.permission) ? 'allowed' : 'refused'}`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
    expect(outcomes).toContain('SUPPORT staff.list refused');
    expect(outcomes).toContain('UNDERWRITER staff.invite refused');
    expect(outcomes).toContain('SUPPORT ops.raiseCondition refused');
    expect(outcomes).toContain('PROCESSOR ops.sendEvent allowed');
    expect(outcomes).toContain('SUPPORT ops.application allowed');
    expect(outcomes).toContain('MANAGER ops.advanceClock allowed');
    expect(outcomes).toContain('SUPPORT opsFile.revealPii refused');
    expect(outcomes).toContain('SUPPORT opsFile.viewDocument refused');
    expect(outcomes).toContain('SUPPORT opsFile.rejectDocument refused');
    expect(outcomes).toContain('SUPPORT opsFile.addNote allowed');
    expect(outcomes).toContain('PROCESSOR opsFile.acceptDocument allowed');
    expect(outcomes).toContain('UNDERWRITER opsFile.auditTrail refused');
    expect(outcomes).toContain('SUPPORT opsPipeline.events allowed');
    expect(outcomes).toContain('SUPPORT opsQueues.assign refused');
    expect(outcomes).toContain('UNDERWRITER opsQueues.assignees refused');
    expect(outcomes).toContain('SUPPORT chatAgent.inbox allowed');
    expect(outcomes).toContain('SUPPORT chatAgent.claim allowed');
    expect(outcomes).toContain('SUPPORT chatAgent.transfer allowed');
    expect(outcomes).toContain('SUPPORT chatAgent.close allowed');
    expect(outcomes).toContain('SUPPORT chatAgent.markRead allowed');
    expect(outcomes).toContain('SUPPORT chatAgent.cannedReplies allowed');
    expect(outcomes).toContain('SUPPORT chatAgent.createCannedReply refused');
    expect(outcomes).toContain('MANAGER chatAgent.updateCannedReply refused');
    expect(outcomes).toContain('ADMIN chatAgent.deleteCannedReply allowed');
  });

  it('tells a refused role nothing of the body: the permission is checked before validation', async () => {
    const jwt = await startTestStaffSession(suite.t.app, suite.staff.SUPPORT);
    const response = await staffRequest(suite.t.app, jwt, staffApi.invite, { payload: { not: 'valid' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [PERMISSION_REFUSED] });
  });
});
