import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Asks the kernel for a free loopback TCP port. */
export function findFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers 2xx, the child exits, or `timeoutMs` passes (then throws).
 * Only loopback URLs are polled.
 */
export async function waitForOk(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the process serving ${url} exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        return;
      }
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${lastError})`);
}
