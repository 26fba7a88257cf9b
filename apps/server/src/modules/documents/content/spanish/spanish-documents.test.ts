import { CFPB_HELOC_BOOKLETS } from '@hearth/domain/disclosures/cfpb-heloc-booklet';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../../document-data.ts';
import { linesToText } from '../../pdf/document-lines.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { buildDocumentData } from '../../test/document-fixtures.ts';
import { misdrawnGlyphs } from '../../test/pdf-fonts.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { ADVERSE_ACTION_REASONS } from '../adverse-action-notice.ts';
import {
  buildDocumentContent,
  documentLanguage,
  GENERATED_DOCUMENT_TYPES,
  type GeneratedDocumentType,
  SPANISH_DOCUMENT_TYPES,
} from '../build-document-content.ts';
import { ADVERSE_ACTION_REASONS_ES } from './adverse-action-notice.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Without any spacing: a field's label and value, a table's cells and a wrapped address are drawn apart. */
const compact = (text: string) => text.replace(/\s+/g, '');
const fullName = 'José Núñez-Güemes';
const createdAt = new Date('2026-07-02T15:00:00Z');

function spanishBorrower(overrides: Partial<DocumentData> = {}): DocumentData {
  const base = buildDocumentData();
  return buildDocumentData({
    language: 'es',
    borrower: { ...base.borrower, fullName, homeAddress: '12 Calle Peña, Española, NM 87532' },
    application: { ...base.application, coDeeders: ['María Ibáñez'] },
    adverseAction: { reasons: ['DTI', 'CREDIT_SCORE'], creditScore: 612, creditBureau: 'Equifax' },
    ...overrides,
  });
}

/** What each Spanish document must say, in Spanish, with the words its law asks for. */
const SPANISH_WORDS: Record<string, string[]> = {
  EARLY_HELOC_DISCLOSURE: [
    'Hearth Home Lending, Inc.: Condiciones importantes de nuestra línea de crédito con garantía hipotecaria',
    `Preparado para ${fullName}, solicitud HL-0000123, para una línea de $85,000.00 a 10 años con una TASA DE PORCENTAJE ANUAL de 8.25%.`,
    'Usted podría perder su vivienda si no cumple con las obligaciones de su contrato con nosotros.',
    `"${CFPB_HELOC_BOOKLETS.es.title}"`,
    `En español: ${CFPB_HELOC_BOOKLETS.es.url}`,
    `In English: ${CFPB_HELOC_BOOKLETS.en.url}`,
  ],
  NOTICE_OF_RIGHT_TO_CANCEL: [
    'Aviso del derecho a cancelar',
    `Propietarios que tienen este derecho: ${fullName}, María Ibáñez`,
    'la fecha de apertura de su cuenta, que es el 2 de julio de 2026',
    'Último día para cancelar: 8 de julio de 2026, a la medianoche',
    'Puede cancelar usando cualquiera de las dos versiones',
  ],
  ADVERSE_ACTION_NOTICE: [
    'Aviso de denegación, cancelación o cambio de crédito',
    'Fecha: 2 de julio de 2026',
    `Solicitante: ${fullName}`,
    'Obligaciones excesivas en relación con sus ingresos',
    'Su puntaje de crédito no cumple con nuestros requisitos',
    'Puntaje de crédito: 612',
    'La Ley federal de Igualdad de Oportunidades de Crédito',
  ],
  GLBA_NOTICE: [
    'Datos: ¿Qué hace Hearth con su información personal?',
    '¿Por qué?',
    'Para nuestras actividades comerciales diarias | Sí | No',
    '¿Quién entrega este aviso?',
  ],
};

describe('documents in Spanish (decision 035)', () => {
  it('are the early HELOC disclosure, the right to cancel, the adverse action and the privacy notice', () => {
    expect([...SPANISH_DOCUMENT_TYPES].sort()).toEqual(Object.keys(SPANISH_WORDS).sort());
  });

  it('gives every adverse action reason of the English notice in Spanish', () => {
    expect(Object.keys(ADVERSE_ACTION_REASONS_ES).sort()).toEqual(Object.keys(ADVERSE_ACTION_REASONS).sort());
    for (const [code, english] of Object.entries(ADVERSE_ACTION_REASONS)) {
      expect(ADVERSE_ACTION_REASONS_ES[code]).not.toBe(english);
    }
  });

  it.each(SPANISH_DOCUMENT_TYPES)(
    '%s: the Spanish first, then the English original in full, which controls',
    (type) => {
      const spanishData = spanishBorrower();
      const englishOnly = buildDocumentContent(
        type,
        { ...spanishData, language: 'en' },
        {
          transactionDate: '2026-07-02',
        },
      );
      const content = buildDocumentContent(type, spanishData, { transactionDate: '2026-07-02' });
      const text = linesToText(content);

      for (const words of SPANISH_WORDS[type] ?? []) {
        expect(text).toContain(words);
      }
      expect(text).toMatch(/^.*\nTraducción al español\..*el texto en inglés es el que rige\./);
      const englishStart = text.indexOf(`\n${englishOnly.title}\nEnglish version.`);
      expect(englishStart).toBeGreaterThan(0);
      // The English part is, line for line, what an English-speaking borrower receives.
      expect(text.endsWith(linesToText(englishOnly).slice(englishOnly.title.length))).toBe(true);
      expect(content.title).not.toBe(englishOnly.title);
      expect(documentLanguage(type, spanishData)).toBe('es');
    },
  );

  it.each(GENERATED_DOCUMENT_TYPES.filter((type) => !SPANISH_DOCUMENT_TYPES.includes(type)))(
    '%s has no Spanish version: an es borrower receives the English document',
    (type) => {
      const data = spanishBorrower();
      expect(buildDocumentContent(type, data)).toEqual(
        buildDocumentContent(type, { ...data, language: 'en' }),
      );
      expect(documentLanguage(type, data)).toBe('en');
    },
  );

  it.each(SPANISH_DOCUMENT_TYPES)('%s stays English only for an English-speaking borrower', (type) => {
    const text = linesToText(buildDocumentContent(type, spanishBorrower({ language: 'en' })));
    expect(text).not.toContain('Traducción al español');
    expect(text).not.toMatch(/\b(usted|solicitud)\b/);
  });

  it.each(SPANISH_DOCUMENT_TYPES)(
    '%s prints the Spanish text, accented names and the Spanish footer exactly, as extracted from the PDF',
    async (type: GeneratedDocumentType) => {
      const data = spanishBorrower();
      const content = buildDocumentContent(type, data, { transactionDate: '2026-07-02' });
      const bytes = await renderPdf(
        content,
        {
          lenderName: 'Hearth Home Lending, Inc.',
          nmlsNumber: '2046718',
          lenderAddress: '500 Market Street, San Francisco, CA 94105',
          loanNumber: 'HL-0000123',
          language: documentLanguage(type, data),
        },
        createdAt,
      );
      const pages = await pdfText(bytes);
      const printed = squash(pages.join(' '));

      for (const words of SPANISH_WORDS[type] ?? []) {
        for (const part of words.split(/: (?!\/\/)| \| /)) {
          expect(compact(printed)).toContain(compact(part));
        }
      }
      expect(printed).toContain(fullName);
      expect(printed).toContain('Traducción al español.');
      expect(pages[0]).toContain(`Préstamo HL-0000123 | Página 1 de ${pages.length}`);
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(content.title);
      expect(await misdrawnGlyphs(bytes)).toEqual([]);
    },
  );
});
