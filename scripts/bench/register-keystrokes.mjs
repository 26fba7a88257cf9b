import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../lib/http.mjs';
import { ROOT } from '../lib/paths.mjs';
import { stopChild } from '../lib/process.mjs';

/** The keyboard-only walk of register-v2: it counts every key it presses. */
export const KEYBOARD_SPEC = 'e2e/registration/register-v2-keyboard-only.spec.ts';
const FIGURE = /(\d+) keystrokes, (\d+) clicks/;

/** Every stdout line and attachment body of a Playwright JSON report, wherever it sits. */
function collectOutputs(node, found = []) {
  if (Array.isArray(node)) {
    for (const item of node) {
      collectOutputs(item, found);
    }
  } else if (node && typeof node === 'object') {
    if (typeof node.text === 'string') {
      found.push(node.text);
    }
    if (node.name === 'keystrokes' && typeof node.body === 'string') {
      found.push(Buffer.from(node.body, 'base64').toString('utf8'));
    }
    for (const value of Object.values(node)) {
      collectOutputs(value, found);
    }
  }
  return found;
}

/**
 * Runs the keyboard-only spec in Chromium (its own server on a free port and a fresh DATA_DIR, as
 * `npm run test:e2e` would) and reads the figure it prints: keystrokes and clicks to finish v2
 * with a typeahead address. `config` may name another Playwright config (one without webServer,
 * when a server is already up on E2E_PORT).
 */
export async function measureRegisterKeystrokes({ port, config, timeoutMs = 300_000 } = {}) {
  const e2ePort = port ?? (await findFreePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-e2e-'));
  const args = ['playwright', 'test', KEYBOARD_SPEC, '--reporter=json', '--workers=1', '--retries=0'];
  const child = spawn('npx', config ? [...args, '--config', config] : args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_PORT: String(e2ePort), E2E_DATA_DIR: dataDir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const timer = setTimeout(() => void stopChild(child), timeoutMs);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  let report;
  try {
    report = JSON.parse(stdout.slice(stdout.indexOf('{')));
  } catch {
    throw new Error(`the keyboard-only spec gave no JSON report (exit ${code})\n${stderr}`);
  }
  const match = collectOutputs(report)
    .map((text) => FIGURE.exec(text))
    .find(Boolean);
  if (code !== 0 || !match) {
    throw new Error(`the keyboard-only spec failed (exit ${code}); no figure was printed\n${stderr}`);
  }
  return { keystrokes: Number(match[1]), clicks: Number(match[2]) };
}
