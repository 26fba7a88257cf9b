import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildStale } from './build-freshness.mjs';

let dir;
const at = (path, seconds) => {
  writeFileSync(path, 'x');
  utimesSync(path, seconds, seconds);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-freshness-'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'dist'));
  at(join(dir, 'src', 'page.ts'), 1_000);
  // A directory's own time counts too (a file removed changes only it).
  utimesSync(join(dir, 'src'), 1_000, 1_000);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('isBuildStale', () => {
  const index = () => join(dir, 'dist', 'index.html');
  const renderer = () => join(dir, 'dist', 'renderer.js');
  const sources = () => [join(dir, 'src')];

  it('is fresh when every output is newer than every source', () => {
    at(index(), 2_000);
    at(renderer(), 2_001);
    expect(isBuildStale([index(), renderer()], sources())).toBe(false);
    expect(isBuildStale(index(), sources())).toBe(false);
  });

  it('is stale when a build stopped before its last step: the first output alone is not a build', () => {
    at(index(), 2_000);
    expect(isBuildStale([index(), renderer()], sources())).toBe(true);
  });

  it('is stale when any output is older than a source', () => {
    at(index(), 2_000);
    at(renderer(), 500);
    expect(isBuildStale([index(), renderer()], sources())).toBe(true);
    at(join(dir, 'src', 'page.ts'), 3_000);
    at(renderer(), 2_500);
    expect(isBuildStale([index(), renderer()], sources())).toBe(true);
  });
});
