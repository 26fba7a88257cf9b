import { profileApi } from '@hearth/domain/api/profile-api';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { encryptJsonColumn } from '../../db/encrypted-json.ts';
import { APPLICANT_NAME_COLUMN } from '../application/stored-application.ts';
import { type RegisteredUser, useTestAppWithBorrowers } from '../identity/identity-test-support.ts';
import { SPANISH_DOCUMENT_TYPES } from './content/build-document-content.ts';
import { generateDocument } from './generate-document.ts';
import { createOwnedApplication } from './test/documents-test-support.ts';
import { pdfText } from './test/pdf-text.ts';

const suite = useTestAppWithBorrowers('jose', 'ada');

const SPANISH_TITLES = {
  EARLY_HELOC_DISCLOSURE: 'Condiciones importantes de nuestra línea de crédito con garantía hipotecaria',
  NOTICE_OF_RIGHT_TO_CANCEL: 'Aviso del derecho a cancelar',
  ADVERSE_ACTION_NOTICE: 'Aviso de denegación, cancelación o cambio de crédito',
  GLBA_NOTICE: '¿Qué hace Hearth con su información personal?',
} as const;
const ENGLISH_TITLES = {
  EARLY_HELOC_DISCLOSURE: 'Important Terms of Our Home Equity Line of Credit',
  NOTICE_OF_RIGHT_TO_CANCEL: 'Notice of Right to Cancel',
  ADVERSE_ACTION_NOTICE: 'Statement of Credit Denial, Termination or Change',
  GLBA_NOTICE: 'What Does Hearth Do With Your Personal Information?',
} as const;

const squash = (text: string) => text.replace(/\s+/g, ' ');

async function printedDocuments(owner: RegisteredUser, firstName: string, lastName: string) {
  const application = await createOwnedApplication(suite.t, owner, {
    applicantNameEncrypted: encryptJsonColumn(
      APPLICANT_NAME_COLUMN,
      { firstName, middleName: null, lastName, suffix: null },
      suite.t.config.piiKey,
    ),
  });
  const printed = new Map<string, string>();
  for (const type of SPANISH_DOCUMENT_TYPES) {
    const row = await suite.t.db.transaction((tx) =>
      generateDocument(tx, application, type, {
        storage: suite.t.app.documents,
        now: new Date('2026-07-02T15:00:00Z'),
        adverseAction: { reasons: ['DTI'] },
      }),
    );
    const bytes = await suite.t.app.documents.read(row.storageKey);
    printed.set(type, squash((await pdfText(new Uint8Array(bytes))).join('\n')));
  }
  return printed;
}

describe('generated disclosures follow the applicant’s profile language (decision 035)', () => {
  it('a Spanish-speaking borrower’s four documents are in Spanish, the English original beside', async () => {
    const chosen = await injectEndpoint(suite.t.app, profileApi.setLanguage, {
      token: suite.jose.jwt,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const printed = await printedDocuments(suite.jose, 'José', 'Núñez-Güemes');

    for (const type of SPANISH_DOCUMENT_TYPES) {
      const text = printed.get(type) ?? '';
      expect(text).toContain(SPANISH_TITLES[type as keyof typeof SPANISH_TITLES]);
      expect(text).toContain(ENGLISH_TITLES[type as keyof typeof ENGLISH_TITLES]);
      expect(text.indexOf('Traducción al español.')).toBeLessThan(text.indexOf('English version.'));
      expect(text).toContain('José Núñez-Güemes');
      expect(text).toContain('Página 1 de');
    }
    expect(printed.get('ADVERSE_ACTION_NOTICE')).toContain('2 de julio de 2026');
  });

  it('an English-speaking borrower’s are English only, as before', async () => {
    const printed = await printedDocuments(suite.ada, 'Ada', 'Lovelace');
    for (const type of SPANISH_DOCUMENT_TYPES) {
      const text = printed.get(type) ?? '';
      expect(text).toContain(ENGLISH_TITLES[type as keyof typeof ENGLISH_TITLES]);
      expect(text).not.toContain(SPANISH_TITLES[type as keyof typeof SPANISH_TITLES]);
      expect(text).not.toContain('Traducción');
      expect(text).toContain('Page 1 of');
    }
  });
});
