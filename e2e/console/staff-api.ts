import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { type APIRequestContext, expect } from '@playwright/test';
import { opsAuthorization } from '../journey/journey-steps.ts';
import { freshTotpCode, uniqueStaffEmail } from './console-helpers.ts';

export interface StaffAccount {
  uuid: string;
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
  /** The `authorization` header of the session enrolment opened. */
  authorization: string;
}

const PASSWORD = 'a long console passphrase 2026';

/**
 * A staff user of `role` made as an ADMIN would, through the API: the sandbox ADMIN invites, the
 * link is read from the sandbox invitations, the invitee sets a password and enrols an
 * authenticator (the code computed from the secret). For specs whose subject is not the invitation.
 */
export async function createStaffViaApi(request: APIRequestContext, role: StaffRole): Promise<StaffAccount> {
  const admin = { authorization: await opsAuthorization(request) };
  const email = uniqueStaffEmail(role.toLowerCase());
  const invited = await request.post(endpointPath(staffApi.invite), {
    headers: admin,
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const links = await request.get(endpointPath(staffApi.sandboxInvitations), { headers: admin });
  const invitation = ((await links.json()) as { email: string; link: string }[]).find(
    (item) => item.email === email,
  );
  const token = invitation?.link.split('#token=')[1];
  expect(token, 'the invitation link').toBeTruthy();

  const accepted = await request.post(endpointPath(staffApi.acceptInvitation), {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  const login = await request.post(endpointPath(opsApi.login), { data: { email, password: PASSWORD } });
  const { challenge } = (await login.json()) as { challenge: string };
  const enrolment = await request.post(endpointPath(staffApi.startEnrolment), { data: { challenge } });
  expect(enrolment.status(), await enrolment.text()).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await request.post(endpointPath(staffApi.confirmEnrolment), {
    data: { challenge, code: await freshTotpCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const signedIn = (await confirmed.json()) as { uuid: string; jwt: string };
  const authorization = signedIn.jwt.startsWith('Bearer ') ? signedIn.jwt : `Bearer ${signedIn.jwt}`;
  return { uuid: signedIn.uuid, email, password: PASSWORD, totpSecret: secret, role, authorization };
}
