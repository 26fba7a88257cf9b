import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helocApplications } from '../../db/schema/index.ts';
import { generateDocument } from '../documents/generate-document.ts';
import { pdfText } from '../documents/test/pdf-text.ts';
import { useTestAppWithBorrowers } from '../identity/identity-test-support.ts';
import { buildCreateBody, postCreate } from './create-heloc.test-support.ts';

const suite = useTestAppWithBorrowers('jose');

/** Names as people write them (decision 031): accepted, stored and printed exactly. */
describe('a borrower named with accents, an ñ, a hyphen and an apostrophe', () => {
  it("applies as José Peña-O'Brien and the application summary prints that name exactly", async () => {
    const body = buildCreateBody() as Record<string, Record<string, unknown>>;
    const name = { firstName: 'José', middleName: '', lastName: "Peña-O'Brien", suffix: '' };
    const created = await postCreate(suite.t.app, suite.jose.jwt, {
      ...body,
      profileRequest: { ...body.profileRequest, name },
    });
    expect(created.statusCode, created.body).toBe(201);

    const [application] = await suite.t.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.identityUuid, suite.jose.identityUuid));
    if (!application) {
      throw new Error('the application was not stored');
    }
    const summary = await suite.t.db.transaction((tx) =>
      generateDocument(tx, application, 'APPLICATION_SUMMARY', { storage: suite.t.app.documents }),
    );
    const bytes = await suite.t.app.documents.read(summary.storageKey);
    const text = (await pdfText(new Uint8Array(bytes))).join('\n');
    expect(text).toContain("José Peña-O'Brien");
  });
});
