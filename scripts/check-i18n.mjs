#!/usr/bin/env node
// The borrower app's catalogues against its code (decision 036), run by `npm run lint`:
// 1. Every key the code uses — extracted by i18next-parser from `t('…')`, `<Trans i18nKey>` in the
//    namespace of the file's `useTranslation('…')` — is in the English catalogue.
// 2. Every English key is in every other language's catalogue (same namespaces, same plural forms).
// 3. Every message the domain's rules can put at a field (the exported `…_MESSAGE` constants and
//    `…_MESSAGES` objects of the borrower's modules) has a translation in `<language>/common.json`
//    `validation` for every language but English, which shows them as they are.
// Checks 2 and 3 run for each language folder there is: with English alone they have nothing to do.
// Usage: node --import tsx scripts/check-i18n.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parser as I18nextParser } from 'i18next-parser';
import { ROOT } from './lib/paths.mjs';

export const WEB_SOURCES = join(ROOT, 'apps', 'web', 'src');
export const LOCALES = join(WEB_SOURCES, 'locales');
export const DOMAIN_SOURCES = join(ROOT, 'packages', 'domain', 'src');
const SOURCE_LANGUAGE = 'en';
/**
 * The domain's modules whose messages reach the borrower's fields; the staff console's (ops,
 * conditions' document review), chat's and exports' do not.
 */
export const BORROWER_MESSAGE_DIRS = [
  'validation',
  'registration',
  'journey',
  'signer',
  'profile',
  'property',
];
const SKIPPED = /(^|\/)(node_modules|dist|locales|test|test-utils)(\/|$)|\.test\.tsx?$|\.d\.ts$/;
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

function* files(dir, extension) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIPPED.test(relative(dir, path)) || SKIPPED.test(path)) {
      continue;
    }
    if (statSync(path).isDirectory()) {
      yield* files(path, extension);
    } else if (extension.test(name)) {
      yield path;
    }
  }
}

/** `{ namespace: catalogue }` of one language folder. */
export function readCatalogues(languageDir) {
  const catalogues = {};
  for (const name of readdirSync(languageDir).filter((file) => file.endsWith('.json'))) {
    catalogues[basename(name, '.json')] = JSON.parse(readFileSync(join(languageDir, name), 'utf8'));
  }
  return catalogues;
}

/** Every key the sources use, with its namespace (undefined when the file names none). */
export function extractKeys(sourceDir = WEB_SOURCES) {
  const lexer = { functions: ['t', 'i18n.t'], namespaceFunctions: ['useTranslation'] };
  const parser = new I18nextParser({
    lexers: {
      ts: [{ lexer: 'JavascriptLexer', ...lexer }],
      tsx: [{ lexer: 'JsxLexer', ...lexer, transKeepBasicHtmlNodesFor: [] }],
    },
  });
  const found = [];
  for (const file of files(sourceDir, /\.tsx?$/)) {
    for (const entry of parser.parse(readFileSync(file, 'utf8'), file)) {
      const [namespace, key] = entry.key.includes(':')
        ? entry.key.split(/:(.*)/s)
        : [entry.namespace, entry.key];
      found.push({ file: relative(ROOT, file), namespace, key });
    }
  }
  return found;
}

function lookUp(catalogue, key) {
  return key
    .split('.')
    .reduce((node, part) => (node === null || typeof node !== 'object' ? undefined : node[part]), catalogue);
}

function hasKey(catalogue, key) {
  return ['', ...PLURAL_SUFFIXES].some((suffix) => lookUp(catalogue, `${key}${suffix}`) !== undefined);
}

/** Keys used in code that the English catalogue lacks, as "file: namespace:key". */
export function findKeysMissingInEnglish(keys, english) {
  return keys
    .filter(({ namespace, key }) =>
      namespace === undefined
        ? !Object.values(english).some((catalogue) => hasKey(catalogue, key))
        : !english[namespace] || !hasKey(english[namespace], key),
    )
    .map(({ file, namespace, key }) => `${file}: ${namespace ?? '?'}:${key}`);
}

function* leafPaths(node, prefix = '') {
  for (const [name, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      yield* leafPaths(value, path);
    } else {
      yield path;
    }
  }
}

/** English keys a translation lacks, as "namespace:key" (a namespace without a file lacks them all). */
export function findKeysMissingInTranslation(english, translation) {
  const missing = [];
  for (const [namespace, catalogue] of Object.entries(english)) {
    for (const path of leafPaths(catalogue)) {
      if (lookUp(translation[namespace] ?? {}, path) === undefined) {
        missing.push(`${namespace}:${path}`);
      }
    }
  }
  return missing;
}

function collectStrings(value, into) {
  if (typeof value === 'string') {
    into.add(value);
  } else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      collectStrings(inner, into);
    }
  }
}

/** The English messages the domain's borrower-facing rules export. */
export async function collectDomainMessages(domainDir = DOMAIN_SOURCES, dirs = BORROWER_MESSAGE_DIRS) {
  const messages = new Set();
  for (const dir of dirs.map((name) => join(domainDir, name)).filter(existsSync)) {
    for (const file of files(dir, /\.ts$/)) {
      const module = await import(pathToFileURL(file).href);
      for (const [name, value] of Object.entries(module)) {
        if (/_MESSAGE$/.test(name) && typeof value === 'string') {
          messages.add(value);
        } else if (/_MESSAGES$/.test(name)) {
          collectStrings(value, messages);
        }
      }
    }
  }
  return [...messages].sort();
}

/** Domain messages a language's `common.validation` does not translate. */
export function findUntranslatedMessages(messages, common) {
  const validation = common?.validation ?? {};
  return messages.filter((message) => typeof validation[message] !== 'string');
}

/** Every finding, per check; none means the catalogues and the code agree. */
export async function checkI18n({
  sourceDir = WEB_SOURCES,
  localesDir = LOCALES,
  domainDir = DOMAIN_SOURCES,
  messageDirs = BORROWER_MESSAGE_DIRS,
} = {}) {
  const english = readCatalogues(join(localesDir, SOURCE_LANGUAGE));
  const findings = { missingInEnglish: findKeysMissingInEnglish(extractKeys(sourceDir), english) };
  const translations = readdirSync(localesDir).filter(
    (name) => name !== SOURCE_LANGUAGE && statSync(join(localesDir, name)).isDirectory(),
  );
  const messages = translations.length ? await collectDomainMessages(domainDir, messageDirs) : [];
  for (const language of translations) {
    const catalogues = readCatalogues(join(localesDir, language));
    findings[`missingIn_${language}`] = findKeysMissingInTranslation(english, catalogues);
    findings[`untranslatedMessages_${language}`] = findUntranslatedMessages(messages, catalogues.common);
  }
  return findings;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const findings = await checkI18n();
  let failed = false;
  for (const [check, list] of Object.entries(findings)) {
    if (list.length) {
      failed = true;
      console.error(`i18n ${check} (${list.length}):\n  ${list.join('\n  ')}`);
    }
  }
  if (failed) {
    process.exit(1);
  }
  console.log(`i18n: catalogues agree with the code (${Object.keys(findings).join(', ')})`);
}
