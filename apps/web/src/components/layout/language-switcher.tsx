import { LANGUAGE_QUERY_PARAM } from '@hearth/domain/i18n/language';
import { LANGUAGES, type Language } from '@hearth/domain/profile/language';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../lib/use-language.ts';

/** Each language by its own name, read in its own language: the same words on every page. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The language choice (decision 036): a link per language, named in that language, the current one
 * marked. Links, so that a page the server rendered switches before its scripts run (`?lang=`);
 * once they run, a choice switches in place, without a page load.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { pathname, search, hash } = useLocation();
  const { language: current, choose } = useLanguage();

  const onChoose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void choose(language);
  };

  return (
    <ul aria-label={t('language.label')} className={`flex items-center gap-1 text-sm ${className}`}>
      {LANGUAGES.map((language) => {
        const query = new URLSearchParams(search);
        query.set(LANGUAGE_QUERY_PARAM, language);
        const isCurrent = language === current;
        return (
          <li key={language}>
            <a
              href={`${pathname}?${query.toString()}${hash}`}
              lang={language}
              hrefLang={language}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={onChoose(language)}
              className={`rounded px-2 py-1 text-current ${isCurrent ? 'font-semibold no-underline' : 'underline'}`}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
