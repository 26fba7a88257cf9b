import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectBrowserLanguage, readStoredLanguage, startingLanguage, storeLanguage } from './language.ts';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the module writes
  document.cookie = 'hearth_lang=; Path=/; Max-Age=0';
}

afterEach(() => {
  clearCookie();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

interface Browser {
  search?: string;
  cookie?: string;
  languages?: string[];
  /** A page the server rendered, in this language. */
  rendered?: string;
}

function openPage({ search = '', cookie, languages = ['en-US'], rendered }: Browser) {
  window.history.replaceState(null, '', `/register-v2${search}`);
  if (cookie) {
    // biome-ignore lint/suspicious/noDocumentCookie: a remembered choice, as the switcher leaves it
    document.cookie = `hearth_lang=${cookie}; Path=/`;
  }
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const root = document.createElement('div');
  root.id = 'root';
  if (rendered) {
    root.innerHTML = '<main>rendered</main>';
    document.documentElement.lang = rendered;
  }
  document.body.append(root);
}

describe('detectBrowserLanguage: the first page’s language in the browser', () => {
  it.each<[string, Browser, 'en' | 'es']>([
    ['an English browser', { languages: ['en-US', 'en'] }, 'en'],
    ['a US Spanish browser', { languages: ['es-US', 'es', 'en'] }, 'es'],
    ['a Mexican Spanish browser', { languages: ['es-MX'] }, 'es'],
    ['French, then Spanish', { languages: ['fr-FR', 'es'] }, 'es'],
    ['only French', { languages: ['fr-FR'] }, 'en'],
    ['?lang=es on an English browser', { search: '?lang=es', languages: ['en-US'] }, 'es'],
    ['?lang=en on a Spanish browser', { search: '?lang=en', languages: ['es-US'] }, 'en'],
    ['?lang=de is ignored', { search: '?lang=de', languages: ['es-US'] }, 'es'],
    ['a remembered choice over the browser', { cookie: 'es', languages: ['en-US'] }, 'es'],
    ['?lang= over a remembered choice', { search: '?lang=en', cookie: 'es' }, 'en'],
    ['a page the server rendered in Spanish', { rendered: 'es', search: '?lang=en' }, 'es'],
  ])('%s → %s', (_case, browser, language) => {
    openPage(browser);
    expect(detectBrowserLanguage()).toBe(language);
  });
});

describe('remembering the choice', () => {
  it('remembers a link’s ?lang= for the next pages and takes it out of the address', () => {
    openPage({ search: '?utm_source=mail&lang=es&org=hearth', languages: ['en-US'] });
    expect(startingLanguage()).toBe('es');
    expect(readStoredLanguage()).toBe('es');
    expect(window.location.search).toBe('?utm_source=mail&org=hearth');
  });

  it('drops a ?lang= the app does not speak without remembering it', () => {
    openPage({ search: '?lang=fr', languages: ['es-US'] });
    expect(startingLanguage()).toBe('es');
    expect(readStoredLanguage()).toBeUndefined();
    expect(window.location.search).toBe('');
  });

  it('remembers nothing when the language only came from the browser', () => {
    openPage({ languages: ['es-US'] });
    expect(startingLanguage()).toBe('es');
    expect(readStoredLanguage()).toBeUndefined();
  });

  it('stores only the language code in its cookie', () => {
    storeLanguage('es');
    expect(document.cookie).toContain('hearth_lang=es');
    storeLanguage('en');
    expect(readStoredLanguage()).toBe('en');
  });
});
