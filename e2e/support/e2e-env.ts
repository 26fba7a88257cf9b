import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the end-to-end server listens and keeps its data. The config and the fixtures (which
 * run in Playwright's worker processes) both read these, so they must not be random.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The loopback address it listens on: another 127.x address when a service holds the port on 127.0.0.1. */
export const E2E_HOST = process.env.E2E_HOST ?? '127.0.0.1';
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `hearth-e2e-${E2E_PORT}`);
