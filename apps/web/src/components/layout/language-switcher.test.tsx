import { profileApi } from '@hearth/domain/api/profile-api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { readStoredLanguage } from '../../lib/language.ts';
import { apiKey, mockApi, TEST_PROFILE } from '../../test/mock-api.ts';
import { renderPage } from '../test-utils/render-page.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

// A stand-in Spanish label the test owns, whatever the Spanish catalogue says.
const SPANISH_LABEL = 'Idioma (prueba)';

beforeEach(() => {
  i18n.addResource('es', 'layout', 'language.label', SPANISH_LABEL);
});

afterEach(async () => {
  // Unmounted first: a mounted switcher would follow the profile's language again.
  cleanup();
  await i18n.changeLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: resets the choice the switcher remembers
  document.cookie = 'hearth_lang=; Path=/; Max-Age=0';
});

function switcher(label = 'Language') {
  return within(screen.getByRole('list', { name: label }));
}

describe('LanguageSwitcher', () => {
  it('offers each language by its own name, in its own language, the current one marked', async () => {
    mockApi();
    renderPage(<LanguageSwitcher />, { path: '/register-v2?utm_source=mail#top' });
    const english = await switcher().findByRole('link', { name: 'English' });
    const spanish = switcher().getByRole('link', { name: 'Español' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).not.toHaveAttribute('aria-current');
    // Before the app's scripts run, the link itself switches (the server reads ?lang=).
    expect(spanish).toHaveAttribute('href', '/register-v2?utm_source=mail&lang=es#top');
  });

  it('switches in place from the keyboard, remembers the choice and says so in <html lang>', async () => {
    const { requests } = mockApi();
    const user = userEvent.setup();
    renderPage(<LanguageSwitcher />, { path: '/register-v2' });
    await switcher().findByRole('link', { name: 'English' });
    await user.tab();
    await user.tab();
    expect(switcher().getByRole('link', { name: 'Español' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const spanishList = await screen.findByRole('list', { name: SPANISH_LABEL });
    expect(within(spanishList).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(readStoredLanguage()).toBe('es');
    expect(window.location.pathname).toBe('/');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saves a signed-in borrower’s choice on the profile', async () => {
    const { requests } = mockApi({
      [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, language: 'en' } }),
      [apiKey(profileApi.setLanguage)]: ({ body }) => ({ body: { ...TEST_PROFILE, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderPage(<LanguageSwitcher />, { path: '/dashboard', signedIn: true });
    await user.click(await switcher().findByRole('link', { name: 'Español' }));
    await waitFor(() => {
      expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
        url: profileApi.setLanguage.path,
        body: { language: 'es' },
      });
    });
    expect(i18n.language).toBe('es');
  });

  it('takes the profile’s language on a browser that has made no choice', async () => {
    mockApi({ [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, language: 'es' } }) });
    renderPage(<LanguageSwitcher />, { path: '/dashboard', signedIn: true });
    await screen.findByRole('list', { name: SPANISH_LABEL });
    expect(readStoredLanguage()).toBe('es');
  });

  it('keeps this browser’s own choice over the profile’s', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a choice made earlier in this browser
    document.cookie = 'hearth_lang=en; Path=/';
    const { requests } = mockApi({
      [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, language: 'es' } }),
    });
    renderPage(<LanguageSwitcher />, { path: '/dashboard', signedIn: true });
    await waitFor(() => expect(requests.some((request) => request.url.includes('/profile'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('list', { name: 'Language' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});
