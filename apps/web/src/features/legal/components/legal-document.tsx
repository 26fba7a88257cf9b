import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import type { LegalSection } from '../lib/read-sections.ts';

export interface LegalDocumentProps {
  title: string;
  intro?: ReactNode;
  sections: LegalSection[];
  /** Content between the introduction and the sections (the privacy notice's sharing table). */
  children?: ReactNode;
}

/**
 * A policy page: title, date, introduction and numbered sections in reading width; translated, it
 * says first that the English version governs.
 */
export function LegalDocument({ title, intro, sections, children }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1>{title}</h1>
        <TranslationNotice namespace="legal" />
        <p className="text-sm">{t('updated')}</p>
        {intro ? <div>{intro}</div> : null}
      </header>
      {children}
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul className="list-disc pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
