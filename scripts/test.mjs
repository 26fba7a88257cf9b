#!/usr/bin/env node
// `npm test`: lint → typecheck → unit + integration → build → e2e, stopping at the first
// failure. `node scripts/test.mjs integration` (or any stage names) runs only those stages.
// When DATABASE_URL is set, the server's integration suite runs on that PostgreSQL server.
// When TEST_COUNTS_FILE is set, the test counts are appended to it as `passed failed skipped`.
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { runCommand } from './lib/process.mjs';
import { addCounts, readPlaywrightCounts, readVitestCounts } from './lib/test-counts.mjs';
import { buildApps } from './lib/web-build.mjs';

const reports = mkdtempSync(join(tmpdir(), 'hearth-test-'));
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const TYPECHECK_PROJECTS = ['packages/domain', 'apps/server', 'apps/web', 'apps/console', 'e2e'];

async function runVitest(label, projects) {
  const file = join(reports, `vitest-${label}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const code = await runCommand(bin('vitest'), [
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  return { code, counts: readVitestCounts(file) };
}

async function runTypecheck() {
  for (const project of TYPECHECK_PROJECTS) {
    if (!existsSync(join(ROOT, project, 'tsconfig.json'))) {
      console.log(`(no ${project}/tsconfig.json — skipped)`);
      continue;
    }
    console.log(`tsc -p ${project}`);
    const code = await runCommand(bin('tsc'), ['-p', project]);
    if (code !== 0) {
      return { code };
    }
  }
  return { code: 0 };
}

async function runE2e() {
  const file = join(reports, 'playwright.json');
  const code = await runCommand(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  return { code, counts: readPlaywrightCounts(file) };
}

const STAGES = [
  {
    name: 'lint',
    default: true,
    // Whatever `npm run lint` checks (formatting, lint rules, import boundaries), nothing else.
    run: async () => ({ code: await runCommand('npm', ['run', '--silent', 'lint']) }),
  },
  { name: 'typecheck', default: true, run: runTypecheck },
  { name: 'unit+integration', default: true, run: () => runVitest('all', []) },
  { name: 'unit', default: false, run: () => runVitest('unit', ['domain', 'web', 'console', 'scripts']) },
  { name: 'integration', default: false, run: () => runVitest('integration', ['server']) },
  {
    name: 'build',
    default: true,
    run: async () => ({ code: await buildApps() }),
  },
  { name: 'e2e', default: true, run: runE2e },
];

function selectStages(args) {
  if (args.length === 0) {
    return STAGES.filter((stage) => stage.default);
  }
  const unknown = args.filter((arg) => !STAGES.some((stage) => stage.name === arg));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return STAGES.filter((stage) => args.includes(stage.name));
}

function banner(text) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

const selected = selectStages(process.argv.slice(2));
const results = [];
let totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
for (const [index, stage] of selected.entries()) {
  if (failed) {
    results.push({ name: stage.name, status: 'not run', seconds: 0 });
    continue;
  }
  banner(
    `[${index + 1}/${selected.length}] ${stage.name}${stage.name.includes('integration') ? ` on ${database}` : ''}`,
  );
  const started = performance.now();
  let outcome;
  try {
    outcome = await stage.run();
  } catch (error) {
    console.error(error);
    outcome = { code: 1 };
  }
  const seconds = (performance.now() - started) / 1000;
  totals = addCounts(totals, outcome.counts);
  failed = outcome.code !== 0;
  results.push({ name: stage.name, status: failed ? `FAILED (exit ${outcome.code})` : 'passed', seconds });
  if (failed) {
    banner(`✗ ${stage.name} failed (exit ${outcome.code}) — stopping here`);
  }
}
rmSync(reports, { recursive: true, force: true });

banner('Summary');
for (const result of results) {
  console.log(
    `  ${result.name.padEnd(18)} ${result.status.padEnd(20)} ${result.seconds.toFixed(1).padStart(6)} s`,
  );
}
if (process.env.TEST_COUNTS_FILE) {
  appendFileSync(process.env.TEST_COUNTS_FILE, `${totals.passed} ${totals.failed} ${totals.skipped}\n`);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
