import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createDatabase } from '../../db/client.ts';
import { SERVER_ROOT } from '../../lib/paths.ts';
import { buildCreateBody } from '../../modules/application/create-heloc.test-support.ts';
import { readStepVisits, readTimelineRows } from '../lifecycle-test-support.ts';

// A process killed mid-job loses no application and runs no step twice.

let dataDir: string;
let marker: string;
let postgres: TestDatabase | undefined;
const secrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  PII_KEY: randomBytes(32).toString('base64'),
};

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-crash-'));
  marker = join(dataDir, 'handler-starts.log');
  // On PostgreSQL the server gets a fresh database of its own (it migrates it itself).
  postgres = process.env.DATABASE_URL ? await createTestDatabase({ migrate: false }) : undefined;
});
afterEach(async () => {
  await postgres?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): { child: ChildProcess; url: Promise<string>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      JOBS: 'on',
      LIFECYCLE_TEST_HANDLERS: join(SERVER_ROOT, 'src/lifecycle/jobs/slow-test-step-jobs.ts'),
      LIFECYCLE_TEST_MARKER_FILE: marker,
      LIFECYCLE_TEST_HANDLER_DELAY_MS: '1500',
      ...secrets,
      ...(postgres?.databaseUrl ? { DATABASE_URL: postgres.databaseUrl } : {}),
    },
  });
  let seen = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match?.[1]) {
        resolve(match[1]);
      }
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${seen}`)));
  });
  child.stderr?.on('data', (chunk) => {
    seen += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url, exited };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw new Error(`${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

async function registerAndCreate(url: string): Promise<{ jwt: string; uuid: string }> {
  const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await json<{ jwt: string }>(
    await fetch(`${url}/identity/api/v1/registration/register?organization=hearth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Correct-Horse-42!', phoneNumber: '2125550123' }),
    }),
  );
  const created = await json<{ uuid: string }>(
    await fetch(`${url}/service-application/api/v3/application/helocs?state=OR`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${registered.jwt}` },
      body: JSON.stringify(buildCreateBody()),
    }),
  );
  return { jwt: registered.jwt, uuid: created.uuid };
}

async function stepOf(url: string, jwt: string, uuid: string): Promise<string> {
  const status = await fetch(`${url}/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  return (await json<{ serverStep: string }>(status)).serverStep;
}

function handlerStarts(uuid: string): string[] {
  if (!existsSync(marker)) {
    return [];
  }
  return readFileSync(marker, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith(uuid))
    .map((line) => line.split(' ')[0] ?? '');
}

describe('a server killed with SIGKILL mid-job, then restarted', () => {
  it('continues the application with nothing lost and no step run twice', { timeout: 180_000 }, async () => {
    const first = startServer();
    const firstUrl = await first.url;
    const { jwt, uuid } = await registerAndCreate(firstUrl);
    // Kill while the AVM job is inside its handler (its transaction open, nothing committed yet).
    await expect
      .poll(() => handlerStarts(uuid), { timeout: 60_000, interval: 50 })
      .toContain('WAITING_FOR_AVM_DATA');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(handlerStarts(uuid)).not.toContain('WAITING_FOR_INITIAL_OFFERS');

    const second = startServer();
    const secondUrl = await second.url;
    await expect
      .poll(() => stepOf(secondUrl, jwt, uuid), { timeout: 60_000, interval: 200 })
      .toBe('OFFER_SELECTION');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // The killed run left nothing; the re-run committed once: one move per step, in order.
    expect(handlerStarts(uuid).filter((step) => step === 'WAITING_FOR_AVM_DATA')).toHaveLength(2);
    const handle = postgres?.databaseUrl
      ? await createDatabase({ databaseUrl: postgres.databaseUrl })
      : await createDatabase({ dataDir });
    try {
      const timeline = await readTimelineRows(handle.db, uuid);
      expect(timeline.map((row) => [row.seq, row.actor, row.event])).toEqual([
        [1, 'JOB', 'SOFT_CREDIT_MATCHED'],
        [2, 'JOB', 'PROPERTY_VALUED'],
        [3, 'JOB', 'OFFERS_GENERATED'],
      ]);
      const visits = await readStepVisits(handle.db, uuid);
      expect(visits.map((visit) => [visit.step, visit.state])).toEqual([
        ['WAITING_FOR_SOFT_CREDIT', 'DONE'],
        ['WAITING_FOR_AVM_DATA', 'DONE'],
        ['WAITING_FOR_INITIAL_OFFERS', 'DONE'],
      ]);
    } finally {
      await handle.close();
    }
  });
});
