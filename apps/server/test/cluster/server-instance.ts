import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { REPO_ROOT, SERVER_ROOT } from '../../src/lib/paths.ts';

/** What `npm start` runs (scripts/lib/paths.mjs SERVER_ARGS), from the repository root. */
const SERVER_ARGS = ['--import', 'tsx', resolve(SERVER_ROOT, 'src/server.ts')];
const HEALTH_PATH = '/healthz';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** The last this many characters of an instance's output, for a failure's message. */
const OUTPUT_KEPT = 20_000;

/** One server process of a cluster, on a port of its own that it keeps across restarts. */
export interface ServerInstance {
  readonly name: string;
  readonly url: string;
  /** Starts the process and resolves once `/healthz` answers 200 (the database reachable). */
  start(): Promise<void>;
  /** `kill -9`: no shutdown hook runs; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited in time; a no-op when it is not running. */
  stop(): Promise<void>;
  /** The recent stdout and stderr of every run, for failure messages. */
  output(): string;
}

export interface ServerInstanceOptions {
  name: string;
  port: number;
  /** The environment every run gets, added to PATH, HOST and PORT. */
  env: Record<string, string>;
}

/** A TCP port free on loopback now (the kernel's choice), for an instance to keep. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const running = new Set<ChildProcess>();
// A test runner that dies without its afterAll leaves no server holding a port or the database.
process.once('exit', () => {
  for (const child of running) {
    child.kill('SIGKILL');
  }
});

export function createServerInstance({ name, port, env }: ServerInstanceOptions): ServerInstance {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const keep = (chunk: unknown) => {
    output = `${output}${String(chunk)}`.slice(-OUTPUT_KEPT);
  };

  async function waitUntilReady(started: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`${name} exited before it was ready:\n${output}`);
      }
      const healthy = await fetch(`${url}${HEALTH_PATH}`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) {
        return;
      }
      await new Promise((wake) => setTimeout(wake, 200));
    }
    throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
  }

  function isRunning(): boolean {
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  async function signal(kind: NodeJS.Signals): Promise<void> {
    if (!child || !isRunning()) {
      return;
    }
    child.kill(kind);
    await exited;
  }

  return {
    name,
    url,
    async start() {
      if (isRunning()) {
        throw new Error(`${name} is already running`);
      }
      keep(`\n--- ${name} starting on port ${port} ---\n`);
      const started = spawn(process.execPath, SERVER_ARGS, {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      running.add(started);
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      exited = new Promise((resolveExit) => {
        started.once('exit', (code, exitSignal) => {
          running.delete(started);
          keep(`\n--- ${name} exited (${exitSignal ?? code}) ---\n`);
          resolveExit();
        });
      });
      try {
        await waitUntilReady(started);
      } catch (error) {
        started.kill('SIGKILL');
        await exited;
        throw error;
      }
    },
    kill: () => signal('SIGKILL'),
    async stop() {
      if (!child || !isRunning()) {
        return;
      }
      const current = child;
      const force = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
      try {
        await signal('SIGTERM');
      } finally {
        clearTimeout(force);
      }
    },
    output: () => output,
  };
}
