import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation/required.ts';

/** The languages Hearth writes to a borrower in: its messages, e-mails, texts and documents. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_MESSAGE = 'Choose English or Spanish';

export const zLanguage = z.enum(LANGUAGES, {
  error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : LANGUAGE_MESSAGE),
});

/** PUT …/profile/language: the signed-in borrower's own language. */
export const zProfileLanguageBody = z.strictObject({ language: zLanguage });
export type ProfileLanguageBody = z.infer<typeof zProfileLanguageBody>;

function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}

/**
 * The language a registration starts with: the supported language the browser's `Accept-Language`
 * ranks highest (`es-MX` counts as `es`; `q=0` means "not this one"), else English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  let best: { language: Language; quality: number } | undefined;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) {
      continue;
    }
    const qualityParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qualityParam ? Number(qualityParam.slice(2)) : 1;
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality)) {
      best = { language: primary, quality };
    }
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
