#!/usr/bin/env node
// What each chunk of the web build carries, by source, from the build's source maps.
//
//   (cd apps/web && npx vite build --sourcemap --outDir /tmp/web-maps)
//   node scripts/bench/chunk-attribution.mjs /tmp/web-maps [chunk-name-prefix…] [--top=N] [--by-file]
//
// For each chunk (all, or those whose file name starts with a prefix given: `react-`, `forms-`):
// its gzip size, then the minified bytes each source group put into it, largest first. A group is a
// package (`react-dom`, `@react-aria/…` as `@react-aria`), a domain folder (`domain/registration`)
// or a web folder (`web/features/chat`); with --by-file, each source file. Bytes no mapping covers
// count as `(unmapped)`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** The group a source path belongs to. */
export function sourceGroup(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [scopeOrName, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scopeOrName?.startsWith('@') && !['@react-aria', '@react-stately'].includes(scopeOrName)
      ? `${scopeOrName}/${name}`
      : (scopeOrName ?? source);
  }
  const domain = /packages\/domain\/src\/([^/]+)/.exec(source);
  if (domain) {
    return `domain/${domain[1]}`;
  }
  const web = /apps\/web\/src\/((?:features|components)\/[^/]+|[^/]+)/.exec(source);
  return web ? `web/${web[1]}` : source;
}

/** Minified bytes per source group in one chunk: each mapped segment runs to the next one. */
export function attribute(code, map, groupOf = sourceGroup) {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const bytes = new Map();
  const add = (group, count) => bytes.set(group, (bytes.get(group) ?? 0) + count);
  for (const [index, line] of lines.entries()) {
    const segments = decoded[index] ?? [];
    let covered = 0;
    for (const [position, segment] of segments.entries()) {
      const end = segments[position + 1]?.[0] ?? line.length;
      const length = Math.max(0, end - segment[0]);
      covered += length;
      add(segment.length > 1 ? groupOf(map.sources[segment[1]] ?? '?') : '(unmapped)', length);
    }
    add('(unmapped)', line.length - covered + 1);
  }
  return [...bytes.entries()].sort((a, b) => b[1] - a[1]);
}

function main() {
  const args = process.argv.slice(2);
  const dist = args.find((arg) => !arg.startsWith('--'));
  if (!dist) {
    console.error('usage: chunk-attribution.mjs <dist built with --sourcemap> [chunk prefix…] [--top=N]');
    process.exit(2);
  }
  const prefixes = args.filter((arg) => !arg.startsWith('--') && arg !== dist);
  const top = Number(args.find((arg) => arg.startsWith('--top='))?.split('=')[1] ?? 12);
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => prefixes.length === 0 || prefixes.some((prefix) => name.startsWith(prefix)));
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  for (const name of chunks) {
    const code = readFileSync(join(assets, name), 'utf8');
    let map;
    try {
      map = JSON.parse(readFileSync(join(assets, `${name}.map`), 'utf8'));
    } catch {
      console.log(`${name}: no source map`);
      continue;
    }
    const byFile = (source) => source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    const groups = attribute(code, map, args.includes('--by-file') ? byFile : sourceGroup);
    console.log(`${name}  ${kb(gzipSync(code).length)} gzip, ${kb(code.length)} minified`);
    for (const [group, count] of groups.slice(0, top)) {
      console.log(`  ${kb(count).padStart(9)}  ${group}`);
    }
  }
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  main();
}
