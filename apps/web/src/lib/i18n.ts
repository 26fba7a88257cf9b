import { tidySentenceEnds } from '@hearth/domain/format/sentence';
import { LANGUAGES, type Language } from '@hearth/domain/profile/language';
import i18next, {
  type BackendModule,
  type PostProcessorModule,
  type Resource,
  type ResourceKey,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startingLanguage } from './language.ts';

/**
 * Every UI string comes from a catalogue `src/locales/<language>/<namespace>.json`; the namespace is
 * the file name; a language is a folder (`en`, `es`), picked up without touching pages. The
 * language is chosen as `lib/language.ts` says (decision 036); a string missing in Spanish shows
 * in English.
 *
 * The shell's namespaces (header, footer, errors, shared kit) ship with the app in English, every
 * string's fallback; in another language they are a chunk of their own, loaded before the app's
 * first render (`shellStringsLoaded`), so an English page carries no Spanish and a Spanish one
 * never flashes English. Every other namespace is its own small chunk, fetched the first time a
 * page asks for it, so a page downloads only its own strings. A component whose namespace is not
 * loaded yet suspends (react-i18next), which a router navigation — a transition — waits out on the
 * previous page.
 */
export const SHELL_NAMESPACES = ['common', 'errors', 'layout', 'ui'] as const;

const shellCatalogues = import.meta.glob<ResourceKey>('../locales/en/{common,errors,layout,ui}.json', {
  eager: true,
  import: 'default',
});
const lazyCatalogues = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/en/{common,errors,layout,ui}.json'],
  { import: 'default' },
);

const CATALOGUE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

export function collectResources(files: Record<string, ResourceKey>): Resource {
  const resources: Resource = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = CATALOGUE_PATH.exec(file);
    if (match?.[1] && match[2]) {
      resources[match[1]] = { ...resources[match[1]], [match[2]]: withEveryPluralForm(match[1], catalogue) };
    }
  }
  return resources;
}

/**
 * Catalogues write plurals as i18next's `_one`/`_other` (decision 036). CLDR gives Spanish a third
 * form, `many`, for round millions ("1 000 000 de días"): without a `_many` i18next would fall back
 * to the English string, so a form a catalogue does not write reads as its `_other`.
 */
export function withEveryPluralForm(language: string, catalogue: ResourceKey): ResourceKey {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const fill = (node: ResourceKey): ResourceKey => {
    if (typeof node !== 'object' || node === null) {
      return node;
    }
    if (Array.isArray(node)) {
      return node.map(fill);
    }
    const filled: Record<string, ResourceKey> = {};
    for (const [key, value] of Object.entries(node)) {
      filled[key] = fill(value);
    }
    for (const [key, value] of Object.entries(node)) {
      const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : undefined;
      for (const category of base === undefined ? [] : categories) {
        filled[`${base}_${category}`] ??= value;
      }
    }
    return filled;
  };
  return fill(catalogue);
}

/** Every namespace there is a catalogue for, shell and lazy. */
export const namespaces = [
  ...new Set(
    [...Object.keys(shellCatalogues), ...Object.keys(lazyCatalogues)].flatMap(
      (file) => CATALOGUE_PATH.exec(file)?.[2] ?? [],
    ),
  ),
];

/** i18next backend over the lazy catalogues; a namespace without a file for a language is empty. */
export const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyCatalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, withEveryPluralForm(language, catalogue)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A lender's name ending in an abbreviation ("…, Inc.") before a sentence's period would print
 * "Inc.."; every translation passes through this (Trans too, which translates with `t`).
 */
export const sentenceEnds: PostProcessorModule = {
  type: 'postProcessor',
  name: 'sentenceEnds',
  process: (value: string) => tidySentenceEnds(value),
};

export const i18n = i18next.createInstance();
let initialised = false;

/**
 * Sets i18next up over the shell's catalogues, the first time strings are asked for (the app's
 * start, a server render, a page's namespaces) rather than as the app's code loads: reading the
 * catalogues and filling their plural forms is a phone's longest step in evaluating the app chunk.
 */
function initialise(): void {
  if (initialised) {
    return;
  }
  initialised = true;
  void i18n
    .use(lazyCatalogueBackend)
    .use(sentenceEnds)
    .use(initReactI18next)
    .init({
      resources: collectResources(shellCatalogues),
      partialBundledLanguages: true,
      lng: import.meta.env.MODE === 'test' ? 'en' : startingLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      postProcess: ['sentenceEnds'],
      initAsync: false,
    });
  if (typeof document !== 'undefined') {
    // Screen readers pick their voice from <html lang>: it follows every change of language.
    i18n.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
    document.documentElement.lang = i18n.language;
  }
}

/**
 * Resolves once the shell's strings are in memory in the page's language: the app renders (or
 * hydrates a page the server drew in that language) only then. At once for English.
 */
export function shellStringsLoaded(): Promise<void> {
  initialise();
  return i18n.loadNamespaces([...SHELL_NAMESPACES]);
}

/**
 * A page rendered on the server in `language` (decision 012): an instance of its own over the same
 * catalogues, so renders in different languages never switch each other's language. Every
 * namespace is loaded for it first (once per language and process), as a page's strings must be
 * in memory when it renders once.
 */
export async function createRenderI18n(language: Language) {
  initialise();
  const instance = i18n.cloneInstance({ lng: language, initAsync: false });
  await instance.loadNamespaces(namespaces);
  return instance;
}

/**
 * Loads namespaces ahead of the first render that needs them: a route module awaits its own so the
 * page paints with its strings instead of suspending. Resolves even when a fetch fails (after
 * i18next's retries): the page then shows, with keys in place of the missing strings.
 */
export function loadNamespaces(...names: string[]): Promise<void> {
  initialise();
  return i18n.loadNamespaces(names);
}

// Tests render any page at once: every catalogue is in memory before the first test.
if (import.meta.env.MODE === 'test') {
  await loadNamespaces(...namespaces);
}
