import { onTestFinished } from 'vitest';
import { i18n } from '../lib/i18n.ts';

/**
 * Renders the rest of the test in `language` (its catalogues loaded first), back to English after it:
 * the app's i18n instance is shared by every test of a file.
 */
export async function switchLanguageForTest(language: string): Promise<void> {
  await i18n.changeLanguage(language);
  onTestFinished(async () => {
    await i18n.changeLanguage('en');
  });
}
