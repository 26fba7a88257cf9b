import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY_PARAM,
  readLanguageCookie,
  toLanguage,
} from '@hearth/domain/i18n/language';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/profile/language';

/**
 * The page's language in the browser (decision 036). A page the server rendered is in the language
 * the server chose — its `<html lang>` — so hydration matches; any other page chooses from the
 * link's `?lang=`, the remembered choice and the browser's languages (`chooseLanguage`).
 */
export function detectBrowserLanguage(): Language {
  if (typeof window === 'undefined') {
    return DEFAULT_LANGUAGE;
  }
  const rendered = document.getElementById('root')?.hasChildNodes()
    ? toLanguage(document.documentElement.lang)
    : undefined;
  return (
    rendered ??
    chooseLanguage({
      query: languageFromQuery(window.location.search),
      stored: readStoredLanguage(),
      preferred: navigator.languages ?? [navigator.language],
    })
  );
}

/** The choice this browser remembers: the cookie, which the server reads too. */
export function readStoredLanguage(): Language | undefined {
  return typeof document === 'undefined' ? undefined : readLanguageCookie(document.cookie);
}

/** Remembers a choice for this browser: a cookie holding only "en" or "es", a year long. */
export function storeLanguage(language: Language): void {
  if (typeof document === 'undefined') {
    return;
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; no script library needed
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** A lender's link `?lang=es`: the language it asks for, if the app speaks it. */
export function languageFromQuery(search: string): Language | undefined {
  return toLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
}

/**
 * The first page's language. A link's `?lang=` is remembered and then taken out of the address
 * (before the router reads it), so the switcher's choice is not undone by the address on a reload.
 */
export function startingLanguage(): Language {
  const language = detectBrowserLanguage();
  if (typeof window === 'undefined') {
    return language;
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
    if (languageFromQuery(url.search) === language) {
      storeLanguage(language);
    }
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  return language;
}
