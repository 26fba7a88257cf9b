import { useTranslation } from 'react-i18next';
import { cx } from './cx.ts';

export interface TranslationNoteProps {
  /** The note in the page language; empty in English, where nothing shows. */
  text: string | undefined;
  className?: string;
}

/**
 * Beside a translated legal text or consent: the translation is a courtesy and the English version
 * is the one that governs.
 */
export function TranslationNote({ text, className }: TranslationNoteProps) {
  if (!text) {
    return null;
  }
  return (
    <p role="note" className={cx('rounded-md border border-line bg-raised px-3 py-2 text-sm', className)}>
      {text}
    </p>
  );
}

export interface TranslationNoticeProps {
  /** The catalogue of the translated text; its `translationNotice` is empty in English. */
  namespace: string;
  className?: string;
}

/** The TranslationNote of a catalogue, for a page or section whose text comes from it. */
export function TranslationNotice({ namespace, className }: TranslationNoticeProps) {
  const { t } = useTranslation(namespace);
  return <TranslationNote text={t('translationNotice')} className={className} />;
}
