import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  type LanguageSignals,
  parseAcceptLanguage,
  readLanguageCookie,
  toLanguage,
} from './language.ts';

describe('parseAcceptLanguage', () => {
  it.each([
    ['es-US,es;q=0.9,en;q=0.8', ['es-US', 'es', 'en']],
    ['en;q=0.5, es-MX', ['es-MX', 'en']],
    ['fr-FR, es;q=0.7, en;q=0.7', ['fr-FR', 'es', 'en']],
    ['es;q=0, en', ['en']],
    ['*', ['*']],
    ['', []],
    [undefined, []],
    ['es;q=abc, en-GB', ['en-GB']],
    ['<script>, es', ['es']],
  ])('%j → %j', (header, ranges) => {
    expect(parseAcceptLanguage(header)).toEqual(ranges);
  });
});

describe('toLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-US', 'es'],
    ['ES', 'es'],
    ['es_MX', 'es'],
    ['en-GB', 'en'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
    ['spanish', undefined],
  ])('%j → %j', (code, language) => {
    expect(toLanguage(code)).toBe(language);
  });
});

describe('chooseLanguage: query, then stored choice, then profile, then the browser, then English', () => {
  const cases: [string, LanguageSignals, 'en' | 'es'][] = [
    ['nothing known', {}, 'en'],
    ['browser prefers US Spanish', { preferred: parseAcceptLanguage('es-US,es;q=0.9,en;q=0.8') }, 'es'],
    ['browser prefers English over Spanish', { preferred: parseAcceptLanguage('en-US,es;q=0.5') }, 'en'],
    ['browser speaks only French', { preferred: ['fr-FR', 'fr'] }, 'en'],
    ['French first, then Spanish', { preferred: ['fr-FR', 'es-MX'] }, 'es'],
    ['?lang=es over an English browser', { query: 'es', preferred: ['en-US'] }, 'es'],
    ['?lang=en over a stored Spanish choice', { query: 'en', stored: 'es' }, 'en'],
    ['?lang=fr is ignored', { query: 'fr', stored: 'es' }, 'es'],
    ['stored choice over the browser', { stored: 'es', preferred: ['en-US'] }, 'es'],
    ['stored choice over the profile', { stored: 'en', profile: 'es' }, 'en'],
    ['profile over the browser', { profile: 'es', preferred: ['en-US'] }, 'es'],
    ['a tampered stored value is ignored', { stored: 'xx', preferred: ['es'] }, 'es'],
  ];
  it.each(cases)('%s', (_case, signals, language) => {
    expect(chooseLanguage(signals)).toBe(language);
  });
});

describe('readLanguageCookie', () => {
  it.each([
    ['hearth_lang=es', 'es'],
    ['a=1; hearth_lang=en; b=2', 'en'],
    ['hearth_lang=es-US', undefined],
    ['hearth_lang=<b>', undefined],
    ['other=es', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, language) => {
    expect(readLanguageCookie(header)).toBe(language);
  });
});
