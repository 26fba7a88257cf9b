import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main';

/** The first focusable element: jumps past the header to <main>. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipLink')}
    </a>
  );
}
