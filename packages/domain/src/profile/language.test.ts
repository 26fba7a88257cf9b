import { describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGE, languageFromAcceptLanguage, zProfileLanguageBody } from './language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['fr-FR, de', 'en'],
    ['es;q=0, en;q=0.1', 'en'],
    ['en;q=0.4, ES-us;q=0.7', 'es'],
    ['es;q=abc', 'en'],
    ['*', 'en'],
  ] as const)('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('zProfileLanguageBody', () => {
  it.each([
    [{ language: 'es' }, true],
    [{ language: 'en' }, true],
    [{ language: 'fr' }, false],
    [{ language: 'ES' }, false],
    [{}, false],
  ])('%j valid: %s', (body, valid) => {
    expect(zProfileLanguageBody.safeParse(body).success).toBe(valid);
  });

  it('names the field with the message for an unknown language, Required for a missing one', () => {
    const unknown = zProfileLanguageBody.safeParse({ language: 'fr' });
    expect(unknown.error?.issues).toMatchObject([{ path: ['language'], message: LANGUAGE_MESSAGE }]);
    const missing = zProfileLanguageBody.safeParse({});
    expect(missing.error?.issues).toMatchObject([{ path: ['language'], message: 'Required' }]);
  });
});
