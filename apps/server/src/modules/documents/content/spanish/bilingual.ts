import { type DocumentContent, heading, pageBreak, paragraph } from '../../pdf/document-lines.ts';

/**
 * A Spanish document given beside its English original (decision 035): the Spanish first, in the
 * borrower's language, saying that the English that follows is the controlling text; then the
 * English exactly as an English-speaking borrower receives it.
 */
export function spanishBesideEnglish(
  spanish: DocumentContent,
  english: DocumentContent,
  controllingNote: string,
): DocumentContent {
  return {
    title: spanish.title,
    lines: [
      paragraph(controllingNote),
      ...spanish.lines,
      pageBreak,
      heading(english.title),
      paragraph(
        'English version. This is the original of the Spanish translation above; if the two differ, this English text controls.',
      ),
      ...english.lines,
    ],
  };
}

/** The note that opens a translated disclosure. */
export const TRANSLATION_NOTE =
  'Traducción al español. Le damos esta traducción para su comodidad. El texto original en inglés va a continuación, en este mismo documento; si hubiera alguna diferencia entre los dos, el texto en inglés es el que rige.';
