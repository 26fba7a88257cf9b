import type { FastifyPluginAsync } from 'fastify';
import opsAuditRoutes from '../audit/ops-audit.routes.ts';
import opsBannersRoutes from '../banners/ops-banners.routes.ts';
import opsChatbotRoutes from '../chatbot/ops-chatbot.routes.ts';
import exportsRoutes from '../exports/exports.routes.ts';
import flagOverrideRoutes from '../feature-flags/flag-override.routes.ts';
import opsCeoFeedbackRoutes from '../feedback/ops-ceo-feedback.routes.ts';
import staffAccountsRoutes from '../staff/staff-accounts.routes.ts';
import staffAuthPlugin from '../staff/staff-auth.plugin.ts';
import staffLoginRoutes from '../staff/staff-login.routes.ts';
import { staffPasskeyLoginRoutes, staffPasskeyRoutes } from '../staff/staff-passkeys.routes.ts';
import staffSessionRoutes from '../staff/staff-session.routes.ts';
import opsApplicationsRoutes from './ops-applications.routes.ts';
import opsEventsRoutes from './ops-events.routes.ts';
import opsFileRoutes from './ops-file.routes.ts';
import pipelineRoutes from './pipeline.routes.ts';
import pipelineEventsRoutes from './pipeline-events.routes.ts';
import sandboxVendorEventsRoutes from './sandbox-vendor-events.routes.ts';
import staffProposalsRoutes from './staff-proposals.routes.ts';

/**
 * The ops API (`opsApi` and `staffApi` in the domain's contract, decision 007 "Staff calls"): lender
 * staff only. Everything but the log-in steps and accepting an invitation sits in one scope whose
 * onRequest hook checks the staff token and session, before any body is read; each route then
 * checks its permission (`requirePermission`).
 */
const opsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffAuthPlugin);
  await app.register(staffLoginRoutes);
  await app.register(staffPasskeyLoginRoutes);
  await app.register(async (secure) => {
    secure.addHook('onRequest', secure.authenticateStaff);
    await secure.register(staffSessionRoutes);
    await secure.register(staffAccountsRoutes);
    await secure.register(opsApplicationsRoutes);
    await secure.register(opsEventsRoutes);
    await secure.register(opsFileRoutes);
    await secure.register(staffProposalsRoutes);
    await secure.register(pipelineRoutes);
    await secure.register(pipelineEventsRoutes);
    await secure.register(flagOverrideRoutes);
    await secure.register(opsBannersRoutes);
    await secure.register(opsCeoFeedbackRoutes);
    await secure.register(opsChatbotRoutes);
    await secure.register(opsAuditRoutes);
    await secure.register(exportsRoutes);
    await secure.register(sandboxVendorEventsRoutes);
    await secure.register(staffPasskeyRoutes);
  });
};

export default opsRoutes;
