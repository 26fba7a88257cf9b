import { profileApi } from '@hearth/domain/api/profile-api';
import { chooseLanguage, toLanguage } from '@hearth/domain/i18n/language';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/profile/language';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from './call-endpoint.ts';
import { reportError } from './error-reporting.ts';
import { readStoredLanguage, storeLanguage } from './language.ts';
import { getProfileQueryOptions } from './profile.ts';
import { useSession } from './session.tsx';
import { getJwt } from './storage.ts';

/**
 * `lang` for text that stays English on a page in another language — the credit bureau's reason
 * wording, the legally controlling English text — so a screen reader reads it with an English
 * voice; undefined on an English page, which needs no mark.
 */
export function useEnglishPartLang(): 'en' | undefined {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language) === 'en' ? undefined : 'en';
}

export interface LanguageChoice {
  language: Language;
  /** Switches the app now, remembers the choice in this browser and, signed in, on the profile. */
  choose(language: Language): Promise<void>;
}

/**
 * The page's language and the way to change it. A signed-in borrower's profile language applies
 * when this browser has made no choice of its own (a choice made on another device, decision 036).
 */
export function useLanguage(): LanguageChoice {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const language = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const profileLanguage = session.profile?.language;

  useEffect(() => {
    if (profileLanguage === undefined) {
      return;
    }
    const wanted = chooseLanguage({ stored: readStoredLanguage(), profile: profileLanguage });
    if (wanted !== toLanguage(i18n.language)) {
      storeLanguage(wanted);
      void i18n.changeLanguage(wanted);
    }
  }, [i18n, profileLanguage]);

  const choose = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      await i18n.changeLanguage(next);
      const jwt = getJwt();
      if (jwt !== null && profileLanguage !== undefined && profileLanguage !== next) {
        try {
          const profile = await callEndpoint(profileApi.setLanguage, { body: { language: next } });
          queryClient.setQueryData(getProfileQueryOptions(jwt).queryKey, profile);
        } catch (error) {
          // The page has switched and this browser remembers it; the profile catches up next time.
          reportError(error, 'saving the borrower’s language');
        }
      }
    },
    [i18n, profileLanguage, queryClient],
  );

  return { language, choose };
}
