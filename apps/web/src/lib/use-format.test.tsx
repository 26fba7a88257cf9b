import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { useFormat } from './use-format.ts';
import { useEnglishPartLang } from './use-language.ts';

function inLanguage(language: string) {
  const instance = i18n.cloneInstance({ lng: language, initAsync: false });
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
}

describe('useFormat: the page’s language decides the locale', () => {
  it.each([
    ['en', 'en-US', 'March 5, 2026', undefined],
    ['es', 'es-US', '5 de marzo de 2026', 'en'],
  ])('%s → %s', async (language, locale, longDate, englishPart) => {
    const wrapper = inLanguage(language);
    // The language's shell catalogue may still be loading: the hook renders once it is there.
    const { result } = renderHook(() => useFormat(), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.locale).toBe(locale);
    expect(result.current.longDate('2026-03-05')).toBe(longDate);
    const english = renderHook(() => useEnglishPartLang(), { wrapper }).result;
    await waitFor(() => expect(english.current).toBe(englishPart));
  });
});
