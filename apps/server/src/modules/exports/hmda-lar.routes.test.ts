import { opsExportsApi } from '@hearth/domain/api/exports-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { hasValidCheckDigits } from '@hearth/domain/exports/hmda-check-digit';
import { HMDA_RANGE_MESSAGES } from '@hearth/domain/exports/hmda-export-dto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationTimeline, auditEvents, helocApplications } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import { readAuditRow } from '../audit/audit.repository.ts';
import { seedApplication, staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { HMDA_ORG_REQUIRED } from './hmda-lar.service.ts';
import { sandboxLei } from './lender-hmda-settings.service.ts';

type Final = { step: 'COMPLETE' | 'DECLINED' | 'CANCELLED'; event: string; at: string };

/** An application of `org` that reached its final step at `at`, with the fields the register reads. */
async function seedFinal(org: string, final: Final, amount: string | null = '85000.00') {
  const suiteApp = suite.t.app;
  const seeded = await seedApplication(suiteApp, { org, createdDate: new Date('2025-02-01T15:00:00Z') });
  await suiteApp.db
    .update(helocApplications)
    .set({
      serverStep: final.step,
      amount,
      occupancyType: 'HOME',
      propertyAddress: { street1: '12 Elm St', city: 'Portland', state: 'OR', zip: '97201' },
      incomePrimary: '96000.00',
      applicantDobEncrypted: encryptPii('1980-07-14', suiteApp.config.piiKey),
      rate: '8.2500',
      term: '10',
    })
    .where(eq(helocApplications.uuid, seeded.uuid));
  await suiteApp.db.insert(applicationTimeline).values({
    applicationUuid: seeded.uuid,
    seq: 1,
    at: new Date(final.at),
    actor: final.step === 'COMPLETE' ? 'PROVIDER' : 'JOB',
    event: final.event,
    fromStep: 'FUNDING_DECISION',
    toStep: final.step,
  });
  return seeded.loanNumber;
}

const suite = useTestAppWithStaff(undefined, async () => ({}));
let loans: { funded: string; declined: string; outOfRange: string; otherLender: string; noAmount: string };

async function seedAll() {
  if (!loans) {
    loans = {
      funded: await seedFinal('hearth', { step: 'COMPLETE', event: 'FUNDED', at: '2025-03-10T12:00:00Z' }),
      declined: await seedFinal('hearth', {
        step: 'DECLINED',
        event: 'DTI_DECLINED',
        at: '2025-03-31T23:59:00Z',
      }),
      outOfRange: await seedFinal('hearth', {
        step: 'CANCELLED',
        event: 'CANCELLED_BY_OPS',
        at: '2025-04-01T00:00:00Z',
      }),
      otherLender: await seedFinal('silverpine', {
        step: 'COMPLETE',
        event: 'FUNDED',
        at: '2025-03-10T12:00:00Z',
      }),
      noAmount: await seedFinal(
        'hearth',
        { step: 'COMPLETE', event: 'FUNDED', at: '2025-06-15T12:00:00Z' },
        null,
      ),
    };
  }
  return loans;
}

function exportLar(jwt: string, query: Record<string, string>) {
  return staffRequest(suite.t.app, jwt, opsExportsApi.hmdaLar, { query });
}

const MARCH = { from: '2025-03-01', to: '2025-03-31' };

describe('ops: GET the HMDA loan/application register', () => {
  it('lists the lender’s applications with a final action in the dates, after the transmittal sheet', async () => {
    const seeded = await seedAll();
    const response = await exportLar(suite.staffJwt, { ...MARCH, org: 'hearth' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="hearth-hmda-lar-2025-03-01-2025-03-31.txt"',
    );
    const [ts, ...rows] = response.body
      .trimEnd()
      .split('\n')
      .map((line) => line.split('|'));
    const lei = sandboxLei('hearth');
    expect(ts).toHaveLength(15);
    expect([ts?.[0], ts?.[2], ts?.[3], ts?.[12], ts?.[14]]).toEqual(['1', '2025', '4', '2', lei]);
    expect(rows.map((row) => row.length)).toEqual([110, 110]);
    const byLoan = new Map(rows.map((row) => [row[2]?.slice(20, 30), row]));
    expect([...byLoan.keys()].sort()).toEqual([seeded.funded, seeded.declined].sort());
    const funded = byLoan.get(seeded.funded) ?? [];
    // Record id, LEI, action taken and its date, amount, state, open-end line, ULI check digits.
    expect([funded[0], funded[1], funded[9], funded[10], funded[11], funded[14], funded[108]]).toEqual([
      '2',
      lei,
      '85000',
      '1',
      '20250310',
      'OR',
      '1',
    ]);
    expect(hasValidCheckDigits(funded[2] ?? '')).toBe(true);
    expect(byLoan.get(seeded.declined)?.[10]).toBe('3');
    expect(response.body).not.toContain(seeded.outOfRange);
    expect(response.body).not.toContain(seeded.otherLender);
  });

  it('audits the export: who, which lender and dates, how many records', async () => {
    await seedAll();
    const admin = await createTestStaff(suite.t.app, { role: 'ADMIN' });
    const jwt = await startTestStaffSession(suite.t.app, admin);
    expect((await exportLar(jwt, { ...MARCH, org: 'hearth' })).statusCode).toBe(200);
    const rows = await suite.t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'ops.hmda-lar-exported'), eq(auditEvents.actorIdentityUuid, admin.uuid)),
      );
    expect(rows.map((row) => readAuditRow(row).payload)).toEqual([
      { organizationCode: 'hearth', from: MARCH.from, to: MARCH.to, count: 2 },
    ]);
  });

  it('needs the lender named when the user works for several, and keeps a limited user to theirs', async () => {
    const seeded = await seedAll();
    const missing = await exportLar(suite.staffJwt, MARCH);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [HMDA_ORG_REQUIRED] });

    const manager = await createTestStaff(suite.t.app, { role: 'MANAGER', orgCodes: ['silverpine'] });
    const jwt = await startTestStaffSession(suite.t.app, manager);
    const own = await exportLar(jwt, MARCH);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(seeded.otherLender);
    expect(own.body).not.toContain(seeded.funded);
    expect((await exportLar(jwt, { ...MARCH, org: 'hearth' })).statusCode).toBe(404);
    // An unknown `?org=` is refused before any route, as everywhere (ORG-002).
    const unknown = await exportLar(suite.staffJwt, { ...MARCH, org: 'no-such-lender' });
    expect(unknown.json()).toEqual({ errors: ['Unknown organization'] });
  });

  it.each(['UNDERWRITER', 'PROCESSOR', 'SUPPORT'] as const)('refuses %s', async (role) => {
    const staff = await createTestStaff(suite.t.app, { role });
    const jwt = await startTestStaffSession(suite.t.app, staff);
    expect((await exportLar(jwt, { ...MARCH, org: 'hearth' })).statusCode).toBe(403);
  });

  it('refuses a range across two years or backwards', async () => {
    for (const range of [
      { from: '2024-12-01', to: '2025-01-31' },
      { from: '2025-03-31', to: '2025-03-01' },
    ]) {
      expect((await exportLar(suite.staffJwt, { ...range, org: 'hearth' })).statusCode).toBe(400);
    }
  });

  it('refuses a year PostgreSQL has no dates for, with the field’s message', async () => {
    const response = await exportLar(suite.staffJwt, { from: '0000-01-01', to: '0000-12-31', org: 'hearth' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.join()).toContain(HMDA_RANGE_MESSAGES.fromDate);
  });

  it('refuses with 422 and the failing edits when a record fails one, and audits the refusal', async () => {
    const seeded = await seedAll();
    const response = await exportLar(suite.staffJwt, { from: '2025-06-01', to: '2025-06-30', org: 'hearth' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: string[] }>();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(
        `^V617 \\(${sandboxLei('hearth')}${seeded.noAmount}\\d\\d\\): Loan Amount must be a number greater than 0`,
      ),
    );
    const refused = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ops.hmda-lar-refused'));
    expect(refused.map((row) => readAuditRow(row).payload)).toContainEqual({
      organizationCode: 'hearth',
      from: '2025-06-01',
      to: '2025-06-30',
      count: 1,
      failures: 1,
    });
  });

  it('reports a staff cancel as what its maker said: a file closed for incompleteness', async () => {
    const app = suite.t.app;
    const seeded = await seedApplication(app, { org: 'silverpine', serverStep: 'OFFER_SELECTION' });
    await app.db
      .update(helocApplications)
      .set({
        amount: '60000.00',
        propertyAddress: { street1: '3 Oak Ave', city: 'Eugene', state: 'OR', zip: '97401' },
      })
      .where(eq(helocApplications.uuid, seeded.uuid));
    const proposed = await staffRequest(app, suite.staffJwt, opsApi.sendEvent, {
      params: { uuid: seeded.uuid },
      payload: {
        event: 'CANCELLED_BY_OPS',
        reason: 'The borrower never sent the income documents',
        detail: { hmdaOutcome: 'INCOMPLETE' },
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    const manager = await createTestStaff(app, { role: 'MANAGER' });
    const approved = await staffRequest(
      app,
      await startTestStaffSession(app, manager),
      opsApi.approveProposal,
      {
        params: { id: proposed.json<{ uuid: string }>().uuid },
        payload: { reason: 'Checked the file: incomplete' },
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const year = new Date().getUTCFullYear();
    const lar = await exportLar(suite.staffJwt, {
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      org: 'silverpine',
    });
    expect(lar.statusCode, lar.body).toBe(200);
    const row =
      lar.body
        .split('\n')
        .find((line) => line.includes(seeded.loanNumber))
        ?.split('|') ?? [];
    // Action taken 5, no rate nor term for a file closed before a decision.
    expect([row[9], row[10], row[77], row[81]]).toEqual(['60000', '5', 'NA', 'NA']);
  });

  it('refuses an empty range: the CFPB takes no register without a record (V606)', async () => {
    const response = await exportLar(suite.staffJwt, { from: '2025-09-01', to: '2025-09-30', org: 'hearth' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: string[] }>().errors[0]).toMatch(/^V606 \(transmittal sheet\)/);
  });
});

describe('ops: the lender’s HMDA settings', () => {
  const settings = {
    lei: '5493001kjtiigc8y1r12',
    taxId: '93-1234567',
    agencyCode: '9',
    contactName: 'Dana Filer',
  };

  it('shows sandbox placeholders until set, then files the register under what was set', async () => {
    await seedAll();
    const before = await staffRequest(suite.t.app, suite.staffJwt, opsExportsApi.hmdaSettings, {
      params: { orgCode: 'silverpine' },
    });
    expect(before.json()).toMatchObject({
      orgCode: 'silverpine',
      lei: sandboxLei('silverpine'),
      sandbox: true,
    });
    expect(sandboxLei('silverpine')).toMatch(/^SBX[0-9A-F]{15}\d{2}$/);
    expect(hasValidCheckDigits(sandboxLei('silverpine'))).toBe(true);

    const put = await staffRequest(suite.t.app, suite.staffJwt, opsExportsApi.setHmdaSettings, {
      params: { orgCode: 'silverpine' },
      payload: settings,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      lei: '5493001KJTIIGC8Y1R12',
      sandbox: false,
      contactName: 'Dana Filer',
    });

    const lar = await exportLar(suite.staffJwt, { ...MARCH, org: 'silverpine' });
    expect(lar.statusCode, lar.body).toBe(200);
    const [ts, row] = lar.body.split('\n').map((line) => line.split('|'));
    expect([ts?.[4], ts?.[11], ts?.[13], ts?.[14]]).toEqual([
      'Dana Filer',
      '9',
      '93-1234567',
      '5493001KJTIIGC8Y1R12',
    ]);
    expect(row?.[1]).toBe('5493001KJTIIGC8Y1R12');
    const audited = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ops.hmda-settings-changed'));
    expect(audited.map((r) => readAuditRow(r).payload)).toEqual([
      { organizationCode: 'silverpine', agencyCode: '9' },
    ]);
  });

  it('refuses a malformed LEI, another lender’s settings and a MANAGER’s change', async () => {
    const bad = await staffRequest(suite.t.app, suite.staffJwt, opsExportsApi.setHmdaSettings, {
      params: { orgCode: 'hearth' },
      payload: { ...settings, lei: 'TOO-SHORT' },
    });
    expect(bad.statusCode).toBe(400);
    const admin = await createTestStaff(suite.t.app, { role: 'ADMIN', orgCodes: ['silverpine'] });
    const adminJwt = await startTestStaffSession(suite.t.app, admin);
    const other = await staffRequest(suite.t.app, adminJwt, opsExportsApi.hmdaSettings, {
      params: { orgCode: 'hearth' },
    });
    expect(other.statusCode).toBe(404);
    const manager = await createTestStaff(suite.t.app, { role: 'MANAGER' });
    const managerJwt = await startTestStaffSession(suite.t.app, manager);
    const refused = await staffRequest(suite.t.app, managerJwt, opsExportsApi.setHmdaSettings, {
      params: { orgCode: 'hearth' },
      payload: settings,
    });
    expect(refused.statusCode).toBe(403);
  });
});
