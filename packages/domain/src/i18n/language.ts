import { DEFAULT_LANGUAGE, type Language, zLanguage } from '../profile/language.ts';

/** `?lang=es` on any page (a lender's link) chooses the language and is remembered. */
export const LANGUAGE_QUERY_PARAM = 'lang';
/**
 * The visitor's choice, readable by the server so a page it renders is in that language from the
 * first byte. Holds only a language code; not HttpOnly because the switcher writes it.
 */
export const LANGUAGE_COOKIE = 'hearth_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Formatting locale per language: Spanish as it is written in the United States. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The language a code names, by its primary subtag ("es-US", "ES", "es_MX" → "es"), else undefined. */
export function toLanguage(code: string | null | undefined): Language | undefined {
  const primary = code?.trim().split(/[-_]/)[0]?.toLowerCase();
  return zLanguage.safeParse(primary).data;
}

/**
 * The language ranges of an `Accept-Language` header, best first (RFC 9110 §12.5.4): q=0 ranges
 * are refused, equal weights keep their order, malformed entries are skipped.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) {
    return [];
  }
  return header
    .split(',')
    .map((entry, index) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.find((parameter) => /^\s*q\s*=/i.test(parameter));
      const quality = weight === undefined ? 1 : Number(weight.split('=')[1]);
      return { range: range.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ range, quality }) => /^[a-z*]{1,8}(-[a-z0-9]{1,8})*$/i.test(range) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);
}

/** The first of the browser's preferred languages that the app speaks. */
export function firstSupported(preferred: readonly string[]): Language | undefined {
  for (const code of preferred) {
    const language = toLanguage(code);
    if (language) {
      return language;
    }
  }
  return undefined;
}

export interface LanguageSignals {
  /** `?lang=` of the page's URL. */
  query?: string | null;
  /** What this browser remembers (the cookie). */
  stored?: string | null;
  /** The signed-in borrower's profile language. */
  profile?: string | null;
  /** The browser's preferences, best first (`navigator.languages`, or a parsed Accept-Language). */
  preferred?: readonly string[];
}

/**
 * The page's language. A link's `?lang=` wins (a lender sent it on purpose), then the choice this
 * browser made, then the borrower's profile (a choice made on another device), then the browser's
 * preferences, then English. A value the app does not speak counts as absent.
 */
export function chooseLanguage({ query, stored, profile, preferred = [] }: LanguageSignals): Language {
  return (
    toLanguage(query) ??
    toLanguage(stored) ??
    toLanguage(profile) ??
    firstSupported(preferred) ??
    DEFAULT_LANGUAGE
  );
}

/** The cookie's value in a `Cookie` header, when it names a language the app speaks. */
export function readLanguageCookie(cookieHeader: string | null | undefined): Language | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) {
      return zLanguage.safeParse(value?.trim()).data;
    }
  }
  return undefined;
}
