#!/usr/bin/env node
// The contract's two rules that no type checker sees (decision 015):
// 1. Every API path is written once, in the domain's contract (packages/domain/src/api); the server
//    registers its routes from it, and the web, the tests, the e2e specs and the benches build paths
//    with `endpointPath`. Any API path literal anywhere else fails.
// 2. Every query key of the web app comes from its one factory (apps/web/src/lib/query-keys.ts):
//    an inline `queryKey: [` or `queryFn:` elsewhere in the app's sources fails.
// Usage: node scripts/check-contract.mjs [--list]   (--list prints every finding)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const SEARCHED = ['apps', 'packages', 'e2e', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results']);
const CONTRACT_DIR = 'packages/domain/src/api/';
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** The first segments of the product's API (002 §7, 000 §7, 001 §7, the ops API and telemetry). */
const API_PATH =
  /(['"`])(\/(?:service-[a-z-]+|identity|identity-broker|ops\/api|api(?!\/test\/)|a\/external|waitlist|ft)\/[^'"`\s]*)\1?/g;

function* sourceFiles(dir) {
  if (!existsSync(dir)) {
    return;
  }
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) {
      continue;
    }
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      yield* sourceFiles(path);
    } else if (SOURCE.test(name)) {
      yield path;
    }
  }
}

export function findApiPathLiterals(root = ROOT) {
  const found = [];
  for (const top of SEARCHED) {
    for (const file of sourceFiles(join(root, top))) {
      const path = relative(root, file);
      if (path.startsWith(CONTRACT_DIR) || path === 'scripts/check-contract.mjs') {
        continue;
      }
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const match of line.matchAll(API_PATH)) {
          found.push({ path, line: index + 1, literal: match[2] });
        }
      });
    }
  }
  return found;
}

const QUERY_FACTORY = 'apps/web/src/lib/query-keys.ts';
const INLINE_QUERY = /\b(queryKey:\s*\[|queryFn:)/g;

export function findInlineQueryKeys(root = ROOT) {
  const found = [];
  for (const file of sourceFiles(join(root, 'apps/web/src'))) {
    const path = relative(root, file);
    if (path === QUERY_FACTORY || /\.test\.tsx?$/.test(path) || path.startsWith('apps/web/src/test/')) {
      continue;
    }
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(INLINE_QUERY)) {
          found.push({ path, line: index + 1, literal: match[1] });
        }
      });
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const keys = findInlineQueryKeys();
  if (keys.length > 0) {
    for (const hit of keys) {
      console.error(`${hit.path}:${hit.line}  ${hit.literal} — build it with ${QUERY_FACTORY}`);
    }
  }
  const found = findApiPathLiterals();
  const byFile = new Map();
  for (const hit of found) {
    byFile.set(hit.path, (byFile.get(hit.path) ?? 0) + 1);
  }
  if (process.argv.includes('--list')) {
    for (const hit of found) {
      console.log(`${hit.path}:${hit.line}  ${hit.literal}`);
    }
  }
  if (found.length > 0) {
    for (const [path, count] of [...byFile].sort()) {
      console.error(`${path}: ${count} API path literal(s)`);
    }
    console.error(
      `\n${found.length} API path literal(s) outside ${CONTRACT_DIR}: define the endpoint there and build the path with endpointPath().`,
    );
  }
  if (found.length > 0 || keys.length > 0) {
    process.exit(1);
  }
  console.log('Contract: every API path is written once, and every query key comes from the factory.');
}
