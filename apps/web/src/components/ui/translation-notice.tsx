import { useTranslation } from 'react-i18next';
import { cx } from './cx.ts';

export interface TranslationNoticeProps {
  /** The catalogue of the translated text; its `translationNotice` is empty in English. */
  namespace: string;
  className?: string;
}

/**
 * Beside a translated legal text or consent: the translation is a courtesy and the English version
 * is the one that governs. Nothing shows where the page is in English.
 */
export function TranslationNotice({ namespace, className }: TranslationNoticeProps) {
  const { t } = useTranslation(namespace);
  const notice = t('translationNotice');
  if (notice === '') {
    return null;
  }
  return (
    <p
      role="note"
      className={cx(
        'flex items-start gap-2 rounded-md border border-line bg-raised px-3 py-2 text-sm',
        className,
      )}
    >
      <span aria-hidden="true" className="font-semibold">
        ⓘ
      </span>
      <span>{notice}</span>
    </p>
  );
}
