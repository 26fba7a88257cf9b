import type { AppConfig } from './config/env.ts';
import { type App, type BuildAppOptions, createCoreApp } from './lib/create-core-app.ts';
import addressSearchRoutes from './modules/address-search/address-search.routes.ts';
import applicationRoutes from './modules/application/application.routes.ts';
import cryptoHelocRoutes from './modules/application/crypto-heloc.routes.ts';
import auditContextPlugin from './modules/audit/audit-context.ts';
import bannersRoutes from './modules/banners/banners.routes.ts';
import chatRoutes from './modules/chat/chat.routes.ts';
import chatbotRoutes from './modules/chatbot/chatbot.routes.ts';
import conditionsRoutes from './modules/conditions/conditions.routes.ts';
import consolePlugin from './modules/console/console.plugin.ts';
import documentsRoutes from './modules/documents/documents.routes.ts';
import experimentsRoutes from './modules/experiments/experiments.routes.ts';
import ceoFeedbackRoutes from './modules/feedback/ceo-feedback.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import authModeRoutes from './modules/identity/auth-mode.routes.ts';
import identityRoutes from './modules/identity/identity.routes.ts';
import preSubmissionRoutes from './modules/journey/pre-submission.routes.ts';
import prequalBranchesRoutes from './modules/journey/prequal-branches.routes.ts';
import verificationAndClosingRoutes from './modules/journey/verification-and-closing.routes.ts';
import opsRoutes from './modules/ops/ops.routes.ts';
import orgPlugin from './modules/org/org.plugin.ts';
import profileRoutes from './modules/profile/profile.routes.ts';
import registrationRoutes from './modules/registration/registration.routes.ts';
import sessionReplayRoutes from './modules/session-replay/session-replay.routes.ts';
import { createSignedInPageRenderer } from './modules/spa/server-render.ts';
import spaPlugin from './modules/spa/spa.plugin.ts';
import telemetryRoutes from './modules/telemetry/telemetry.routes.ts';
import walletRoutes from './modules/wallet/wallet.routes.ts';
import authPlugin from './plugins/auth.ts';
import jobsPlugin from './plugins/jobs.ts';

export type { App, BuildAppOptions } from './lib/create-core-app.ts';

/**
 * The whole server: core plugins (src/lib/create-core-app.ts), /healthz, then the modules in the
 * order of the team contract — org, auth, identity / profile / application, and the SPA last.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = await createCoreApp(config, options);
  await app.register(healthRoutes);
  await app.register(auditContextPlugin);
  await app.register(orgPlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin);
  await app.register(identityRoutes);
  await app.register(profileRoutes);
  await app.register(applicationRoutes);
  await app.register(addressSearchRoutes);
  await app.register(registrationRoutes);
  await app.register(telemetryRoutes);
  await app.register(conditionsRoutes);
  await app.register(documentsRoutes);
  await app.register(preSubmissionRoutes);
  await app.register(prequalBranchesRoutes);
  await app.register(verificationAndClosingRoutes);
  await app.register(cryptoHelocRoutes);
  await app.register(experimentsRoutes);
  await app.register(sessionReplayRoutes);
  await app.register(walletRoutes);
  await app.register(authModeRoutes);
  await app.register(opsRoutes);
  await app.register(bannersRoutes);
  await app.register(ceoFeedbackRoutes);
  await app.register(chatRoutes);
  await app.register(chatbotRoutes);
  const renderSignedInPage = createSignedInPageRenderer(app, {
    distDir: config.webDistDir,
    ...options.serverRender,
  });
  await app.register(consolePlugin, { distDir: config.consoleDistDir });
  await app.register(spaPlugin, { distDir: config.webDistDir, renderSignedInPage });
  if (options.warmUpServerRender) {
    await renderSignedInPage.warmUp();
  }
  return app;
}
