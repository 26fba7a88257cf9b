import { opsApi } from '@hearth/domain/api/ops-api';
import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import {
  APPLICATION_EXPORT_FORMAT,
  NOTE_MESSAGES,
  type OpsApplicationExport,
  type OpsApplicationFile,
  type OpsNote,
  PII_REVEAL_MESSAGES,
} from '@hearth/domain/ops/application-file';
import type { OpsApplicationDetail } from '@hearth/domain/ops/ops-dto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationNotes, auditEvents } from '../../db/schema/index.ts';
import { saveProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { APPLICATIONS_PATH, getWithToken } from '../identity/identity-test-support.ts';
import { PERMISSION_REFUSED } from '../staff/staff-auth.plugin.ts';
import {
  APPLICANT_DOB,
  APPLICANT_PHONE,
  APPLICANT_SSN,
  countAllAudit,
  countAudit,
  SIGNER_UUID,
  seedFileApplication,
  staffToken,
} from './ops-file-test-support.ts';
import { type SeededApplication, staffRequest, useTestAppWithStaff } from './ops-test-support.ts';

const suite = useTestAppWithStaff();
let application: SeededApplication;
let processor: string;
let support: string;
let otherLender: string;

beforeAll(async () => {
  const { app } = suite.t;
  application = await seedFileApplication(app);
  processor = await staffToken(app, 'PROCESSOR');
  support = await staffToken(app, 'SUPPORT');
  otherLender = await staffToken(app, 'ADMIN', ['another-lender']);
});

const params = () => ({ uuid: application.uuid });

describe('GET …/applications/{uuid} summary', () => {
  it('adds lender, product, amounts, step and phase to the detail', async () => {
    const response = await staffRequest(suite.t.app, processor, opsApi.application, { params: params() });
    expect(response.statusCode).toBe(200);
    const { summary } = response.json<OpsApplicationDetail>();
    expect(summary).toMatchObject({
      loanNumber: application.loanNumber,
      lender: { organizationCode: 'hearth' },
      serverStep: 'INCOME_VERIFICATION',
      phase: 'VERIFICATION_OF_BORROWER',
      offer: null,
    });
    expect(summary?.lender.name).toEqual(expect.any(String));
  });
});

describe('GET …/applications/{uuid}/file', () => {
  it('shows a processor the applicant and signers with SSN last four and no date of birth', async () => {
    const response = await staffRequest(suite.t.app, processor, opsFileApi.file, { params: params() });
    expect(response.statusCode).toBe(200);
    const file = response.json<OpsApplicationFile>();
    expect(file.applicant).toMatchObject({
      kind: 'APPLICANT',
      email: application.borrower.email,
      phone: APPLICANT_PHONE,
      ssnMasked: '***-**-6789',
      dobOnFile: true,
    });
    expect(file.signers).toEqual([
      expect.objectContaining({
        kind: 'SIGNER',
        signerUuid: SIGNER_UUID,
        firstName: 'Grace',
        email: 'grace@example.com',
        status: 'INVITED',
        ssnMasked: null,
        dobOnFile: false,
      }),
    ]);
    expect(file.property.address).toMatchObject({ city: 'Portland', state: 'OR' });
    expect(file.income).toMatchObject({ incomePrimary: 120000, employmentType: 'FULL_TIME' });
    expect(file.bankAccounts).toEqual({ disbursement: null, autopay: null, payType: null, linked: [] });
    expect(response.body).not.toContain(APPLICANT_DOB);
    expect(response.body).not.toContain(APPLICANT_SSN);
  });

  it('reads the valuation and liens as the borrower’s pages do', async () => {
    const other = await seedFileApplication(suite.t.app);
    await saveProviderResult(suite.t.db, {
      applicationUuid: other.uuid,
      kind: 'AVM',
      provider: 'sandbox',
      result: {
        outcome: 'VALUED',
        value: 640_000,
        confidenceScore: 0.91,
        valuationDate: '2026-10-30',
        requiredValuation: null,
      },
    });
    await saveProviderResult(suite.t.db, {
      applicationUuid: other.uuid,
      kind: 'LIENS',
      provider: 'sandbox',
      result: {
        liens: [
          { position: 1, holder: 'First Bank', type: 'MORTGAGE', balance: 250_000, monthlyPayment: 1800 },
        ],
        totalBalance: 250_000,
        newLienPosition: 2,
        needsBorrowerConfirmation: true,
        titlePrequalReview: false,
      },
    });
    const response = await staffRequest(suite.t.app, processor, opsFileApi.file, {
      params: { uuid: other.uuid },
    });
    const { property } = response.json<OpsApplicationFile>();
    expect(property.valuation.avm).toEqual({
      outcome: 'VALUED',
      value: 640_000,
      confidenceScore: 0.91,
      valuationDate: '2026-10-30',
      requiredValuation: null,
    });
    expect(property.liens).toMatchObject({
      totalBalance: 250_000,
      newLienPosition: 2,
      liens: [{ position: 1, holder: 'First Bank', monetaryBalance: 250_000 }],
    });
  });

  it('masks e-mail, phone and SSN for SUPPORT', async () => {
    const response = await staffRequest(suite.t.app, support, opsFileApi.file, { params: params() });
    const file = response.json<OpsApplicationFile>();
    expect(file.applicant.email).toMatch(/^.\*\*\*@/);
    expect(file.applicant.phone).toBe('***-***-0123');
    expect(file.applicant.ssnMasked).toBe('***-**-****');
    expect(file.signers[0]?.email).toBe('g***@example.com');
  });
});

describe('POST …/applications/{uuid}/pii/reveal', () => {
  const reveal = (jwt: string, payload: object, uuid = application.uuid) =>
    staffRequest(suite.t.app, jwt, opsFileApi.revealPii, { params: { uuid }, payload });

  it('refuses a reveal without a reason with a clear message, and writes nothing', async () => {
    const before = await countAudit(suite.t.app, 'ops.pii-revealed');
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await reveal(processor, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: string[] }>().errors).toContain(PII_REVEAL_MESSAGES.reasonRequired);
    }
    const tooLong = await reveal(processor, { reason: 'x'.repeat(501) });
    expect(tooLong.json<{ errors: string[] }>().errors).toContain(PII_REVEAL_MESSAGES.reasonTooLong);
    expect(await countAudit(suite.t.app, 'ops.pii-revealed')).toBe(before);
  });

  it('refuses SUPPORT (403)', async () => {
    const response = await reveal(support, { reason: 'Borrower asked on the phone' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [PERMISSION_REFUSED] });
  });

  it('returns the SSN and date of birth and audits who, which file, which fields and why', async () => {
    const before = await countAudit(suite.t.app, 'ops.pii-revealed', application.uuid);
    const response = await reveal(processor, { reason: '  Identity check with the title company  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signerUuid: null, ssn: APPLICANT_SSN, dateOfBirth: APPLICANT_DOB });
    expect(await countAudit(suite.t.app, 'ops.pii-revealed', application.uuid)).toBe(before + 1);
    const [row] = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ops.pii-revealed'))
      .orderBy(auditEvents.seq);
    expect(row).toMatchObject({
      actorType: 'staff',
      entityType: 'heloc_application',
      entityUuid: application.uuid,
      details: {
        signerUuid: null,
        fields: ['ssn', 'dateOfBirth'],
        reason: 'Identity check with the title company',
      },
    });
  });

  it('reveals a signer by their invitation uuid; an unknown signer is a 404', async () => {
    const signer = await reveal(processor, { signerUuid: SIGNER_UUID, reason: 'Title asked' });
    expect(signer.json()).toEqual({ signerUuid: SIGNER_UUID, ssn: null, dateOfBirth: null });
    const unknown = await reveal(processor, { signerUuid: crypto.randomUUID(), reason: 'Title asked' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ errors: string[] }>().errors).toContain(PII_REVEAL_MESSAGES.noSuchSigner);
  });
});

describe('internal notes', () => {
  it('round-trips a note with its author and time, newest first, and audits it', async () => {
    const added = await staffRequest(suite.t.app, support, opsFileApi.addNote, {
      params: params(),
      payload: { text: '  Borrower prefers e-mail.  ' },
    });
    expect(added.statusCode).toBe(201);
    const note = added.json<OpsNote>();
    expect(note).toMatchObject({
      text: 'Borrower prefers e-mail.',
      author: { email: expect.stringContaining('support') },
    });
    await staffRequest(suite.t.app, processor, opsFileApi.addNote, {
      params: params(),
      payload: { text: 'Second note' },
    });
    const listed = await staffRequest(suite.t.app, support, opsFileApi.notes, { params: params() });
    expect(listed.json<OpsNote[]>().map((item) => item.text)).toEqual([
      'Second note',
      'Borrower prefers e-mail.',
    ]);
    expect(await countAudit(suite.t.app, 'ops.note-added', application.uuid)).toBe(2);
    // Staff only: nothing the borrower reads carries a note.
    const borrowerRead = await getWithToken(suite.t.app, APPLICATIONS_PATH, application.borrower.jwt);
    expect(borrowerRead.statusCode).toBe(200);
    expect(borrowerRead.body).not.toContain('Borrower prefers e-mail.');
  });

  it('refuses an empty note', async () => {
    const response = await staffRequest(suite.t.app, processor, opsFileApi.addNote, {
      params: params(),
      payload: { text: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors).toContain(NOTE_MESSAGES.required);
  });
});

describe('GET …/applications/{uuid}/audit-events', () => {
  it('lists the events about the file, newest first', async () => {
    const admin = await staffToken(suite.t.app, 'ADMIN');
    const response = await staffRequest(suite.t.app, admin, opsFileApi.auditTrail, { params: params() });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: { action: string; entityUuid: string }[]; total: number }>();
    expect(page.items.map((item) => item.action)).toContain('ops.pii-revealed');
    expect(
      page.items.every((item) => item.entityUuid === application.uuid || item.action.includes('condition')),
    ).toBe(true);
  });

  it('is refused to a processor, who may not read the audit log', async () => {
    const response = await staffRequest(suite.t.app, processor, opsFileApi.auditTrail, { params: params() });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET …/applications/{uuid}/export', () => {
  it('exports the whole file as JSON, PII as a processor sees it, and audits it', async () => {
    const response = await staffRequest(suite.t.app, processor, opsFileApi.export, { params: params() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="application-${application.loanNumber}.json"`,
    );
    const exported = response.json<OpsApplicationExport>();
    expect(exported).toMatchObject({
      format: APPLICATION_EXPORT_FORMAT,
      piiMasked: false,
      detail: { application: { uuid: application.uuid }, summary: { phase: 'VERIFICATION_OF_BORROWER' } },
      file: { applicant: { email: application.borrower.email, ssnMasked: '***-**-6789' } },
      auditTrail: null,
    });
    expect(exported.notes.map((note) => note.text)).toContain('Second note');
    expect(response.body).not.toContain(APPLICANT_DOB);
    expect(await countAudit(suite.t.app, 'ops.application-exported', application.uuid)).toBe(1);
  });

  it('masks PII in SUPPORT’s export', async () => {
    const response = await staffRequest(suite.t.app, support, opsFileApi.export, { params: params() });
    const exported = response.json<OpsApplicationExport>();
    expect(exported.piiMasked).toBe(true);
    expect(exported.file.applicant.ssnMasked).toBe('***-**-****');
    expect(response.body).not.toContain(application.borrower.email);
    expect(response.body).not.toContain(APPLICANT_PHONE);
  });

  it('carries the file’s audit trail for staff who may read the audit log', async () => {
    const admin = await staffToken(suite.t.app, 'ADMIN');
    const response = await staffRequest(suite.t.app, admin, opsFileApi.export, { params: params() });
    const actions = response.json<OpsApplicationExport>().auditTrail?.map((event) => event.action);
    expect(actions).toContain('ops.note-added');
  });
});

describe('another lender’s application', () => {
  it('is a 404 on every file route, and nothing is written', async () => {
    const auditBefore = await countAllAudit(suite.t.app);
    const [notesBefore] = await suite.t.db.select({ total: count() }).from(applicationNotes);
    const calls = [
      staffRequest(suite.t.app, otherLender, opsFileApi.file, { params: params() }),
      staffRequest(suite.t.app, otherLender, opsFileApi.revealPii, {
        params: params(),
        payload: { reason: 'Curious' },
      }),
      staffRequest(suite.t.app, otherLender, opsFileApi.documents, { params: params() }),
      staffRequest(suite.t.app, otherLender, opsFileApi.notes, { params: params() }),
      staffRequest(suite.t.app, otherLender, opsFileApi.addNote, {
        params: params(),
        payload: { text: 'Hi' },
      }),
      staffRequest(suite.t.app, otherLender, opsFileApi.auditTrail, { params: params() }),
      staffRequest(suite.t.app, otherLender, opsFileApi.export, { params: params() }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
    }
    expect(await countAllAudit(suite.t.app)).toBe(auditBefore);
    const [notesAfter] = await suite.t.db.select({ total: count() }).from(applicationNotes);
    expect(notesAfter?.total).toBe(notesBefore?.total);
  });
});
