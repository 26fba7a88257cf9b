import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export class ShutdownTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Shutdown did not finish within ${timeoutMs} ms`);
    this.name = 'ShutdownTimeoutError';
  }
}

/**
 * New requests get 503 from this moment (plugins/shutdown.ts); `app.close()` stops accepting
 * connections and waits for in-flight requests; then the database closes. Past the timeout the
 * remaining connections are cut and this rejects with ShutdownTimeoutError.
 */
export async function closeGracefully(
  app: FastifyInstance,
  closeResources: () => Promise<void>,
  timeoutMs: number = SHUTDOWN_TIMEOUT_MS,
): Promise<void> {
  app.shutdownState.closing = true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      app.server.closeAllConnections();
      reject(new ShutdownTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  try {
    await Promise.race([closeAppThen(app, closeResources), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function closeAppThen(app: FastifyInstance, closeResources: () => Promise<void>): Promise<void> {
  await app.close();
  await closeResources();
}
