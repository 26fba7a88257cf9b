#!/usr/bin/env node
// Regenerates docs/spec-coverage.md. Every INVENTORY id gets, in order of precedence:
// its override from docs/spec-coverage.overrides.json (partial, decided, open with a reason);
// else "done" with the sources and tests that name it, when a test names it;
// else "open".
// It refuses (exits 1, writing nothing) an override whose status says "done" for an id that no
// test file names: "done" needs a test that names the id.
// The requirements themselves are kept in the repository, in docs/spec-requirements.json (area
// headings and one sentence per id); `--import path/to/INVENTORY.md` refreshes that file from the
// numbered inventory of the specification when it changes.
// Usage: node scripts/spec-coverage.mjs [--import path/to/INVENTORY.md] [--root dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ID_PATTERN = '\\b(ORG|RTE|REG|VAL|OFR|PRG|APP|SGN|CND|CHT|API|ERR|KIT|CON|ENM|OP)-[0-9]{2,3}\\b';

function listSourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : listSourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Ids a text names, ranges and lists included: "ORG-026…038", "PRG-001 to PRG-004", "RTE-028/029". */
function namedIds(text) {
  const ids = new Set();
  const range = /\b([A-Z]{2,3})-(\d{3})\s*(?:…|\.\.\.|–|to)\s*(?:\1-)?(\d{3})\b/g;
  for (const [, prefix, from, to] of text.matchAll(range)) {
    for (let n = Number(from); n <= Number(to) && n - Number(from) < 120; n += 1) {
      ids.add(`${prefix}-${String(n).padStart(3, '0')}`);
    }
  }
  for (const [, prefix, first, rest] of text.matchAll(/\b([A-Z]{2,3})-(\d{3})((?:\/\d{3})+)/g)) {
    for (const n of [first, ...rest.split('/').filter(Boolean)]) {
      ids.add(`${prefix}-${n}`);
    }
  }
  for (const [id] of text.matchAll(new RegExp(ID_PATTERN, 'g'))) {
    ids.add(id);
  }
  return ids;
}

function scanMentions(root) {
  const mentions = new Map();
  for (const area of ['apps', 'packages', 'e2e']) {
    const dir = path.join(root, area);
    if (!fs.existsSync(dir)) {
      continue;
    }
    for (const file of listSourceFiles(dir)) {
      const relative = path.relative(root, file);
      const isTest = /\.(test|spec)\.tsx?$/.test(file);
      for (const id of namedIds(fs.readFileSync(file, 'utf8'))) {
        const entry = mentions.get(id) ?? { tests: new Set(), code: new Set() };
        (isTest ? entry.tests : entry.code).add(relative);
        mentions.set(id, entry);
      }
    }
  }
  return mentions;
}

const listFiles = (files, n) =>
  [...files]
    .slice(0, n)
    .map((file) => `\`${file}\``)
    .join('<br>');

function describeRow(id, mentions, overrides) {
  const found = mentions.get(id);
  const tested = Boolean(found?.tests.size);
  const scanned = tested
    ? {
        status: 'done',
        code: listFiles(found.code, 2),
        test: listFiles(found.tests, 2),
      }
    : {
        status: 'open',
        code: '',
        test: '',
      };
  const override = overrides[id];
  return override ? { ...scanned, ...override } : scanned;
}

/** Reads the inventory's area headings and rows into docs/spec-requirements.json. */
function writeRequirements(inventoryPath, requirementsPath) {
  if (!inventoryPath) {
    throw new Error('--import needs the path of the inventory (INVENTORY.md)');
  }
  const areas = [];
  for (const line of fs.readFileSync(inventoryPath, 'utf8').split('\n')) {
    if (/^## ([A-Z]+ — |Open points)/.test(line)) {
      areas.push({ heading: line.slice(3), requirements: {} });
      continue;
    }
    const match = line.match(/^\| ((?:[A-Z]+|OP)-\d+) \| (.*?) \|/);
    if (match && areas.length > 0) {
      areas.at(-1).requirements[match[1]] = match[2].replace(/\|/g, '/');
    }
  }
  fs.writeFileSync(requirementsPath, `${JSON.stringify({ areas }, null, 2)}\n`);
}

/** Overrides that claim "done" for an id no test file names, as messages. */
export function findUntestedDoneOverrides(overrides, mentions) {
  return Object.entries(overrides)
    .filter(([id, override]) => /^done/.test(override.status ?? '') && !mentions.get(id)?.tests.size)
    .map(([id]) => `${id}: the override says "done" but no test file names ${id}`);
}

/**
 * The coverage map of the tree at `root`: its markdown and standing line, or the errors that stop
 * it (a "done" override without a test naming the id).
 */
export function buildCoverage(root = ROOT) {
  const requirementsPath = path.join(root, 'docs/spec-requirements.json');
  const overrides = JSON.parse(fs.readFileSync(path.join(root, 'docs/spec-coverage.overrides.json'), 'utf8'));
  const mentions = scanMentions(root);
  const errors = findUntestedDoneOverrides(overrides, mentions);
  if (errors.length > 0) {
    return { errors };
  }
  const rows = [];
  const body = [];
  const { areas } = JSON.parse(fs.readFileSync(requirementsPath, 'utf8'));
  for (const area of areas) {
    body.push(
      '',
      `## ${area.heading}`,
      '',
      '| ID | Requirement | Status | Code | Test |',
      '|---|---|---|---|---|',
    );
    for (const [id, requirement] of Object.entries(area.requirements)) {
      const row = describeRow(id, mentions, overrides);
      rows.push(row);
      body.push(`| ${id} | ${requirement} | ${row.status} | ${row.code} | ${row.test} |`);
    }
  }

  const count = (re) => rows.filter((row) => re.test(row.status)).length;
  const header = [
    '# Spec coverage',
    '',
    'Every numbered requirement of the specification (kept in `docs/spec-requirements.json`) with where it stands. **done**: implemented, and a test names',
    'the id; **partial**: some of it works (the note says what is missing); **decided**: an open point settled by a',
    'record in `docs/decisions/`; **open**: not built yet. Generated by',
    '`node scripts/spec-coverage.mjs` from the ids that tests and sources mention, plus the hand-kept',
    '`docs/spec-coverage.overrides.json`.',
    '',
    `Standing: ${count(/^done/)} done, ${count(/^partial/)} partial, ${count(/^decided/)} decided, ${count(/^open/)} open, of ${rows.length} rows.`,
  ];
  return { errors: [], markdown: `${[...header, ...body].join('\n')}\n`, standing: header.at(-1) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rootIndex = process.argv.indexOf('--root');
  const root = rootIndex === -1 ? ROOT : path.resolve(process.argv[rootIndex + 1]);
  const importIndex = process.argv.indexOf('--import');
  if (importIndex !== -1) {
    writeRequirements(process.argv[importIndex + 1], path.join(root, 'docs/spec-requirements.json'));
  }
  const coverage = buildCoverage(root);
  if (coverage.errors.length > 0) {
    for (const error of coverage.errors) {
      console.error(error);
    }
    console.error('docs/spec-coverage.md was not written: "done" needs a test that names the id.');
    process.exit(1);
  }
  fs.writeFileSync(path.join(root, 'docs/spec-coverage.md'), coverage.markdown);
  console.log(coverage.standing);
}
