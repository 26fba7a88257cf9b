import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import errorHandler from '../../plugins/error-handler.ts';
import spaPlugin from '../spa/spa.plugin.ts';
import orgPlugin from './org.plugin.ts';

export interface OrgTestApp {
  app: FastifyInstance;
  dataDir: string;
  distDir: string;
  close(): Promise<void>;
}

/** Fastify with only the error handler, the org and SPA plugins, a temporary DATA_DIR and dist dir, and a fixed clock. */
export async function buildOrgTestApp(options: { now?: () => Date } = {}): Promise<OrgTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-org-data-'));
  const distDir = mkdtempSync(join(tmpdir(), 'hearth-org-dist-'));
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(orgPlugin, { dataDir, now: options.now ?? (() => new Date('2025-03-12T17:00:00Z')) });
  await app.register(spaPlugin, { distDir });
  await app.ready();
  return {
    app,
    dataDir,
    distDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
