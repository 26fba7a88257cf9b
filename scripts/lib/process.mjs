import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; resolves to its exit code (128+n on a signal). */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      resolve(code ?? exitCodeOfSignal(signal));
    });
  });
}

/** The conventional shell exit code of a process killed by a signal. */
export function exitCodeOfSignal(signal) {
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  return 128 + (numbers[signal] ?? 1);
}

/**
 * Relays SIGINT/SIGTERM/SIGHUP to a child that runs in its own process group, so the child
 * receives each signal exactly once even when the terminal also sent it to us. A repeat within
 * half a second (npm and the terminal both relaying one Ctrl-C) is dropped.
 */
export function forwardSignals(child) {
  let last = { signal: '', at: 0 };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const now = Date.now();
      if (last.signal === signal && now - last.at < 500) {
        return;
      }
      last = { signal, at: now };
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
      }
    });
  }
}

/**
 * Stops a child with one SIGTERM — to its whole process group when `group` (a detached child
 * leads one), else to the child alone — and SIGKILLs the group after `graceMs`.
 */
export async function stopChild(child, graceMs = 10_000, { group = true } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
  });
  if (group) {
    signalChild(child, 'SIGTERM');
  } else {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => signalChild(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function signalChild(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}
