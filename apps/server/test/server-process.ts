import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { SERVER_ROOT } from '../src/lib/paths.ts';

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** Added to a clean environment (NODE_ENV=test, PORT=0, a random JWT_SECRET, DATA_DIR). */
  env?: Record<string, string>;
  /** The file-mode creation mask the process starts with (`umask 000` for a permissive one). */
  umask?: string;
}

/** `node --import tsx src/server.ts` with a clean environment plus `env`. */
export function startProcess({ dataDir, env = {}, umask }: ServerProcessOptions): {
  child: ChildProcess;
  exited: Promise<Exit>;
} {
  const args = ['--import', 'tsx', 'src/server.ts'];
  const [command, commandArgs] = umask
    ? ['/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += String(chunk);
  });
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code) => resolve({ code, ...output }));
  });
  return { child, exited };
}

export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match?.[1]) {
        resolve(match[1]);
      }
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${seen}`)));
  });
}
