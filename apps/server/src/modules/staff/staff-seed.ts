import type { FastifyInstance } from 'fastify';
import { encryptPii } from '../../lib/pii.ts';
import { hashPassword, verifyPassword } from '../identity/password.ts';
import { findStaffByEmail, upsertStaff } from './staff.repository.ts';

/**
 * The sandbox staff log-in (never in production, where OPS_EMAIL / OPS_PASSWORD_HASH give the
 * bootstrap ADMIN). Its authenticator secret is public (README "Ops API") so that anyone can work
 * the sandbox: any TOTP app, or `generateTotpCode(SANDBOX_STAFF.totpSecret, new Date())`.
 */
export const SANDBOX_STAFF = {
  email: 'ops@hearth.test',
  password: 'hearth-ops-sandbox',
  role: 'ADMIN',
  totpSecret: 'HEARTHSANDBOXSTAFFTOTPSECRET2345',
} as const;

/**
 * Provisions the staff user at start-up: in production from OPS_EMAIL + OPS_PASSWORD_HASH as ADMIN
 * (a new hash replaces the old one, so rotating the password is a redeploy; they enrol an
 * authenticator at their first log-in), elsewhere the sandbox user, enrolled with its known secret.
 * Idempotent.
 */
export async function seedStaffUser(app: FastifyInstance): Promise<void> {
  const configured = app.config.opsStaff;
  if (configured) {
    await upsertStaff(app.db, { ...configured, role: 'ADMIN' });
    return;
  }
  if (app.config.isProduction) {
    return;
  }
  const existing = await findStaffByEmail(app.db, SANDBOX_STAFF.email);
  if (
    existing?.active &&
    existing.totpConfirmedAt &&
    existing.role === SANDBOX_STAFF.role &&
    (await verifyPassword(existing.passwordHash, SANDBOX_STAFF.password))
  ) {
    return;
  }
  await upsertStaff(app.db, {
    email: SANDBOX_STAFF.email,
    passwordHash: await hashPassword(SANDBOX_STAFF.password),
    role: SANDBOX_STAFF.role,
    totpSecretEncrypted: encryptPii(SANDBOX_STAFF.totpSecret, app.config.piiKey),
  });
  app.log.info({ staff: 'sandbox' }, 'seeded the sandbox staff user');
}
