import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../identity/password.ts';
import { findStaffByEmail, upsertStaff } from './staff.repository.ts';

/** The sandbox staff log-in (never in production, where OPS_EMAIL / OPS_PASSWORD_HASH give it). */
export const SANDBOX_STAFF = {
  email: 'ops@hearth.test',
  password: 'hearth-ops-sandbox',
  role: 'ADMIN',
} as const;

/**
 * Provisions the staff user at start-up: in production from OPS_EMAIL + OPS_PASSWORD_HASH (a new
 * hash replaces the old one, so rotating the password is a redeploy), elsewhere the sandbox user.
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
  if (existing && (await verifyPassword(existing.passwordHash, SANDBOX_STAFF.password))) {
    return;
  }
  await upsertStaff(app.db, {
    email: SANDBOX_STAFF.email,
    passwordHash: await hashPassword(SANDBOX_STAFF.password),
    role: SANDBOX_STAFF.role,
  });
  app.log.info({ email: SANDBOX_STAFF.email }, 'seeded the sandbox staff user');
}
