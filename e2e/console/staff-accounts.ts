import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { type APIRequestContext, expect } from '@playwright/test';
import { opsAuthorization } from '../journey/journey-steps.ts';
import { freshTotpCode, uniqueStaffEmail } from './console-helpers.ts';

export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
}

const PASSWORD = 'a long e2e staff passphrase 2026';

/**
 * A staff user of `role`, made through the API as a person would be: the sandbox ADMIN invites,
 * the invitee sets a password from the link the sandbox tools list and enrols an authenticator
 * (the secret is returned so the test computes codes, as the invitee's phone would).
 */
export async function createStaff(request: APIRequestContext, role: StaffRole): Promise<StaffAccount> {
  const email = uniqueStaffEmail(role.toLowerCase());
  const admin = { authorization: await opsAuthorization(request) };
  const invited = await request.post(endpointPath(staffApi.invite), {
    headers: admin,
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const links = await request.get(endpointPath(staffApi.sandboxInvitations), { headers: admin });
  const invitation = ((await links.json()) as { email: string; link: string }[]).find(
    (item) => item.email === email,
  );
  const token = /#token=([A-Za-z0-9_-]+)$/.exec(invitation?.link ?? '')?.[1];
  expect(token, 'the invitation link').toBeTruthy();
  const accepted = await request.post(endpointPath(staffApi.acceptInvitation), {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  const login = await request.post(endpointPath(opsApi.login), { data: { email, password: PASSWORD } });
  const { challenge } = (await login.json()) as { challenge: string };
  const enrolment = await request.post(endpointPath(staffApi.startEnrolment), { data: { challenge } });
  expect(enrolment.status(), await enrolment.text()).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await request.post(endpointPath(staffApi.confirmEnrolment), {
    data: { challenge, code: await freshTotpCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { email, password: PASSWORD, totpSecret: secret, role };
}
