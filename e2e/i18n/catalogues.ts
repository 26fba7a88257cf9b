import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const LOCALES = fileURLToPath(new URL('../../apps/web/src/locales', import.meta.url));

type Catalogue = Record<string, unknown>;

function readLanguage(language: string): Record<string, Catalogue> {
  const dir = join(LOCALES, language);
  if (!existsSync(dir)) {
    return {};
  }
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        basename(file, '.json'),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue,
      ]),
  );
}

function* leaves(node: unknown, path = ''): Generator<[string, string]> {
  if (typeof node === 'string') {
    yield [path, node];
  } else if (node !== null && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      yield* leaves(value, path ? `${path}.${name}` : name);
    }
  }
}

function lookUp(catalogue: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Catalogue)[part] : undefined),
      catalogue,
    );
  return typeof value === 'string' ? value : undefined;
}

/** What a reader sees of a catalogue string: component tags out, white space collapsed. */
function asShown(value: string): string {
  return value
    .replace(/<\/?\d+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const english = readLanguage('en');
export const spanish = readLanguage('es');

/** The Spanish text of `namespace:key.path` as the app shows it (English where Spanish lacks it, as the app falls back). */
export function say(id: string): string {
  const [namespace = '', path = ''] = id.split(':');
  const value = lookUp(spanish[namespace], path) ?? lookUp(english[namespace], path);
  if (value === undefined) {
    throw new Error(`no catalogue string ${id}`);
  }
  return asShown(value);
}

/**
 * Words that read the same in both languages and may show on a Spanish page: acronyms, the
 * languages' own names in the switcher, and words Spanish shares with English.
 */
export const SAME_IN_BOTH = new Set([
  'HELOC',
  'APR',
  'NMLS',
  'ID',
  'OK',
  'No',
  'Total',
  'English',
  'Español',
]);

interface EnglishString {
  id: string;
  text: string;
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every English catalogue string a Spanish page must not show: strings identical in the Spanish
 * catalogue, mostly numbers or without two letters running, and the allow-list left out. An
 * interpolated string matches with any value in its placeholders.
 */
export function englishStrings(): EnglishString[] {
  const strings: EnglishString[] = [];
  for (const [namespace, catalogue] of Object.entries(english)) {
    for (const [path, value] of leaves(catalogue)) {
      const text = asShown(value);
      const spanishValue = lookUp(spanish[namespace], path);
      const literal = text.replace(/\{\{[^}]+\}\}/g, '');
      if (
        (spanishValue !== undefined && asShown(spanishValue) === text) ||
        SAME_IN_BOTH.has(text) ||
        !/[A-Za-z]{2}/.test(literal)
      ) {
        continue;
      }
      const pattern = new RegExp(
        `^${text
          .split(/\{\{[^}]+\}\}/)
          .map(escapeRegExp)
          .join('.+')}$`,
      );
      strings.push({ id: `${namespace}:${path}`, text, pattern });
    }
  }
  return strings;
}

/**
 * Every string a reader sees on the page now: each visible element's own text and its whole text,
 * placeholders and the values of buttons, leaving out what is marked English on purpose
 * (`lang="en"` inside the Spanish page: the controlling English text, a lender's English brand line).
 */
export function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (text: string | null | undefined) => {
      const shown = (text ?? '').replace(/\s+/g, ' ').trim();
      if (shown) {
        found.add(shown);
      }
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (
        !(element instanceof HTMLElement) ||
        ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)
      ) {
        continue;
      }
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && !marked.getAttribute('lang')?.startsWith('es')) {
        continue;
      }
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
        continue;
      }
      add(
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(' '),
      );
      if (element.innerText.length < 400) {
        add(element.innerText);
      }
      add(element.getAttribute('placeholder'));
    }
    return [...found];
  });
}

/** The visible strings that are English catalogue strings, as "text (namespace:key)". */
export async function findEnglishOnPage(page: Page, strings = englishStrings()): Promise<string[]> {
  const shown = await visibleStrings(page);
  return shown.flatMap((text) => {
    const match = strings.find((english) => english.pattern.test(text));
    return match ? [`${text} (${match.id})`] : [];
  });
}
