// The coverage map's generator over the repository, and over a scratch tree to show it refuses an
// override that says "done" for an id no test file names.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCoverage } from './spec-coverage.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'spec-coverage.mjs');

describe('the repository', () => {
  it('has a test naming every id an override calls done', () => {
    expect(buildCoverage().errors).toEqual([]);
  });
});

describe('the generator, on a scratch tree', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const run = () => spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hearth-coverage-'));
    write(
      'docs/spec-requirements.json',
      JSON.stringify({
        areas: [
          {
            heading: 'OFR — Offers',
            requirements: { 'OFR-001': 'Offers are shown', 'OFR-002': 'The summary is shown' },
          },
        ],
      }),
    );
    write('packages/domain/src/offer.test.ts', "it('OFR-001: shows offers', () => {});\n");
    write('packages/domain/src/summary.ts', '/** OFR-002: the summary. */\nexport const summary = 1;\n');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('exits non-zero and writes nothing when an override says done for an id no test names', () => {
    write('docs/spec-coverage.overrides.json', JSON.stringify({ 'OFR-002': { status: 'done — by hand' } }));
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('OFR-002: the override says "done" but no test file names OFR-002');
    expect(existsSync(join(root, 'docs/spec-coverage.md'))).toBe(false);
  });

  it('writes the map once a test names the id, with the override’s status', () => {
    write('docs/spec-coverage.overrides.json', JSON.stringify({ 'OFR-002': { status: 'done — by hand' } }));
    write('packages/domain/src/summary.test.ts', "it('OFR-001/002: the summary', () => {});\n");
    const result = run();
    expect(result.status).toBe(0);
    const markdown = readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8');
    expect(markdown).toContain('| OFR-002 | The summary is shown | done — by hand |');
    expect(markdown).toContain('Standing: 2 done, 0 partial, 0 decided, 0 open, of 2 rows.');
  });

  it('still takes a partial or open override for an untested id', () => {
    write(
      'docs/spec-coverage.overrides.json',
      JSON.stringify({ 'OFR-002': { status: 'partial — the summary lacks its payment' } }),
    );
    const result = run();
    expect(result.status).toBe(0);
    expect(readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8')).toContain(
      '| OFR-002 | The summary is shown | partial — the summary lacks its payment |',
    );
  });
});
