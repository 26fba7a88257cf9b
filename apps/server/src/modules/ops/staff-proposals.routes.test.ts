import { opsApi } from '@hearth/domain/api/ops-api';
import {
  type ListedStaffProposal,
  PROPOSAL_EXPIRED_MESSAGE,
  PROPOSAL_STALE_MESSAGE,
  PROPOSAL_TTL_HOURS,
  SELF_DECISION_MESSAGE,
  type StaffProposal,
} from '@hearth/domain/ops/staff-proposal';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  applicationTimeline,
  auditEvents,
  helocApplications,
  staffProposals,
  staffUsers,
} from '../../db/schema/index.ts';
import { PERMISSION_REFUSED } from '../staff/staff-auth.plugin.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { seedApplication, staffRequest } from './ops-test-support.ts';

/** Maker-checker: cancel, decline, manual fund and valuation override take two staff users. */
const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

interface Session {
  uuid: string;
  jwt: string;
}

async function staffOf(role: StaffRole, orgCodes: string[] = []): Promise<Session> {
  const staff = await createTestStaff(suite.t.app, { role, orgCodes });
  return { uuid: staff.uuid, jwt: await startTestStaffSession(suite.t.app, staff) };
}

function propose(maker: Session, uuid: string, body: Record<string, unknown>) {
  return staffRequest(suite.t.app, maker.jwt, opsApi.sendEvent, { params: { uuid }, payload: body });
}

function decide(checker: Session, action: 'approve' | 'reject', id: string, reason = 'Checked the file') {
  const endpoint = action === 'approve' ? opsApi.approveProposal : opsApi.rejectProposal;
  return staffRequest(suite.t.app, checker.jwt, endpoint, { params: { id }, payload: { reason } });
}

async function stepOf(uuid: string): Promise<string | undefined> {
  const [row] = await suite.t.db
    .select({ serverStep: helocApplications.serverStep })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid));
  return row?.serverStep;
}

const timelineOf = (uuid: string) =>
  suite.t.db.select().from(applicationTimeline).where(eq(applicationTimeline.applicationUuid, uuid));

const proposalAuditOf = (uuid: string) =>
  suite.t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityUuid, uuid), like(auditEvents.action, 'ops.proposal-%')));

/** A proposal made by a fresh MANAGER on a fresh application at `step`. */
async function proposed(step: string, event: string, options: { org?: string; detail?: object } = {}) {
  const application = await seedApplication(suite.t.app, {
    serverStep: step,
    ...(options.org ? { org: options.org } : {}),
  });
  const maker = await staffOf('MANAGER');
  const response = await propose(maker, application.uuid, {
    event,
    reason: 'Borrower asked to withdraw',
    ...(options.detail ? { detail: options.detail } : {}),
  });
  expect(response.statusCode, response.body).toBe(202);
  return { application, maker, proposal: response.json<StaffProposal>() };
}

describe('a decision that needs a checker', () => {
  it('answers 202 with a pending proposal and leaves the step where it is', async () => {
    const { application, maker, proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');

    expect(proposal).toMatchObject({
      applicationUuid: application.uuid,
      event: 'CANCELLED_BY_OPS',
      reason: 'Borrower asked to withdraw',
      status: 'PENDING',
      proposedBy: maker.uuid,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
    });
    expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');
    expect(await timelineOf(application.uuid)).toEqual([]);
    expect(await proposalAuditOf(application.uuid)).toEqual([
      expect.objectContaining({
        action: 'ops.proposal-made',
        actorIdentityUuid: maker.uuid,
        details: { proposalUuid: proposal.uuid, event: 'CANCELLED_BY_OPS', step: 'OFFER_SELECTION' },
      }),
    ]);
  });

  it.each([
    ['no reason', {}],
    ['a reason under 5 characters', { reason: 'no' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('is refused with %s (400), making no proposal', async (_case, extra) => {
    const application = await seedApplication(suite.t.app, { serverStep: 'OFFER_SELECTION' });
    const maker = await staffOf('MANAGER');
    const response = await propose(maker, application.uuid, { event: 'DECLINED_BY_OPS', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.join(' ')).toContain(
      'A reason of 5 to 500 characters is required',
    );
    expect(await proposalAuditOf(application.uuid)).toEqual([]);
  });

  it('keeps one pending proposal of an event per application (409 for a second)', async () => {
    const { application } = await proposed('OFFER_SELECTION', 'DECLINED_BY_OPS');
    const again = await propose(await staffOf('MANAGER'), application.uuid, {
      event: 'DECLINED_BY_OPS',
      reason: 'Second opinion',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('approving a proposal', () => {
  it("moves the step when another manager approves, with the proposal's detail, in one audit trail", async () => {
    const { application, maker, proposal } = await proposed('NAV_BPO_REVIEW', 'VALUATION_APPROVED', {
      detail: { reviewedValue: 512000 },
    });
    const checker = await staffOf('MANAGER');

    const response = await decide(checker, 'approve', proposal.uuid, 'BPO matches comparables');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: proposal.uuid,
      status: 'APPROVED',
      decidedBy: checker.uuid,
      decisionReason: 'BPO matches comparables',
    });
    expect(response.json<StaffProposal>().decidedAt).not.toBeNull();
    expect(await stepOf(application.uuid)).toBe('FINAL_TITLE_ORDER');
    expect(await timelineOf(application.uuid)).toEqual([
      expect.objectContaining({
        actor: 'OPS',
        actorId: checker.uuid,
        event: 'VALUATION_APPROVED',
        fromStep: 'NAV_BPO_REVIEW',
        toStep: 'FINAL_TITLE_ORDER',
        detail: { reviewedValue: 512000 },
      }),
    ]);
    expect((await proposalAuditOf(application.uuid)).map((row) => [row.action, row.details])).toEqual([
      ['ops.proposal-made', expect.anything()],
      [
        'ops.proposal-approved',
        { proposalUuid: proposal.uuid, event: 'VALUATION_APPROVED', proposedBy: maker.uuid },
      ],
    ]);
    const listed = await staffRequest(suite.t.app, checker.jwt, opsApi.proposals, {
      query: { applicationUuid: application.uuid },
    });
    expect(listed.json<{ proposals: StaffProposal[] }>().proposals.map((p) => p.status)).toEqual([
      'APPROVED',
    ]);
  });

  it('applies a manual fund sent as the funding vendor would', async () => {
    const { application, proposal } = await proposed('FUNDING_DECISION', 'FUNDED');
    const response = await decide(await staffOf('ADMIN'), 'approve', proposal.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stepOf(application.uuid)).toBe('COMPLETE');
  });

  it('refuses the maker their own proposal (403) and changes nothing', async () => {
    const { application, maker, proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(maker, action, proposal.uuid);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: [SELF_DECISION_MESSAGE] });
    }
    expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');
    const listed = await staffRequest(suite.t.app, maker.jwt, opsApi.proposals, {
      query: { applicationUuid: application.uuid, status: 'PENDING' },
    });
    expect(listed.json<{ proposals: StaffProposal[] }>().proposals.map((p) => p.uuid)).toEqual([
      proposal.uuid,
    ]);
  });

  it('lists a proposal with the loan number its file shows and the proposer’s e-mail', async () => {
    const { application, maker, proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');
    const [file] = await suite.t.db
      .select({ loanNumber: helocApplications.loanNumber })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, application.uuid));
    const [person] = await suite.t.db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.uuid, maker.uuid));
    const listed = await staffRequest(suite.t.app, (await staffOf('MANAGER')).jwt, opsApi.proposals, {
      query: { applicationUuid: application.uuid },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ proposals: ListedStaffProposal[] }>().proposals).toEqual([
      expect.objectContaining({
        uuid: proposal.uuid,
        loanNumber: file?.loanNumber,
        proposedByEmail: person?.email,
      }),
    ]);
    expect(file?.loanNumber).toMatch(/\d/);
  });

  it('marks a proposal STALE with 409 when the step has moved on, and moves nothing', async () => {
    const { application, proposal } = await proposed('NAV_BPO_REVIEW', 'VALUATION_APPROVED');
    const other = await propose(await staffOf('UNDERWRITER'), application.uuid, {
      event: 'ONSITE_APPRAISAL_REQUIRED',
      reason: 'The evaluation missed the extension',
    });
    expect(other.statusCode, other.body).toBe(200);
    const checker = await staffOf('MANAGER');

    const response = await decide(checker, 'approve', proposal.uuid);

    expect(response.statusCode).toBe(409);
    expect(response.json<{ errors: string[] }>().errors[0]).toContain(PROPOSAL_STALE_MESSAGE);
    expect(await stepOf(application.uuid)).toBe('ONSITE_APPRAISAL_PAYMENT');
    expect((await timelineOf(application.uuid)).map((row) => row.event)).toEqual([
      'ONSITE_APPRAISAL_REQUIRED',
    ]);
    const listed = await staffRequest(suite.t.app, checker.jwt, opsApi.proposals, {
      query: { applicationUuid: application.uuid },
    });
    expect(listed.json<{ proposals: StaffProposal[] }>().proposals).toEqual([
      expect.objectContaining({ uuid: proposal.uuid, status: 'STALE', decidedBy: checker.uuid }),
    ]);
    expect((await proposalAuditOf(application.uuid)).map((row) => row.action)).toEqual([
      'ops.proposal-made',
      'ops.proposal-stale',
    ]);
    expect((await decide(checker, 'approve', proposal.uuid)).statusCode).toBe(409);
  });

  it('still applies a cancel proposed at an earlier step, since every open step may be cancelled', async () => {
    const { application, proposal } = await proposed('NAV_BPO_REVIEW', 'CANCELLED_BY_OPS');
    await propose(await staffOf('UNDERWRITER'), application.uuid, { event: 'ONSITE_APPRAISAL_REQUIRED' });
    const response = await decide(await staffOf('MANAGER'), 'approve', proposal.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stepOf(application.uuid)).toBe('CANCELLED');
  });
});

describe('rejecting a proposal', () => {
  it('closes it with the reason and leaves the step; it cannot be approved afterwards', async () => {
    const { application, maker, proposal } = await proposed('OFFER_SELECTION', 'DECLINED_BY_OPS');
    const checker = await staffOf('MANAGER');

    const response = await decide(checker, 'reject', proposal.uuid, 'Income documents are fine');

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'REJECTED',
      decidedBy: checker.uuid,
      decisionReason: 'Income documents are fine',
    });
    expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');
    expect(await timelineOf(application.uuid)).toEqual([]);
    expect((await proposalAuditOf(application.uuid)).map((row) => [row.action, row.details])).toEqual([
      ['ops.proposal-made', expect.anything()],
      [
        'ops.proposal-rejected',
        { proposalUuid: proposal.uuid, event: 'DECLINED_BY_OPS', proposedBy: maker.uuid },
      ],
    ]);
    expect((await decide(checker, 'approve', proposal.uuid)).statusCode).toBe(409);
    expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');
  });

  it('needs a reason of 5 to 500 characters', async () => {
    const { proposal } = await proposed('OFFER_SELECTION', 'DECLINED_BY_OPS');
    expect((await decide(await staffOf('MANAGER'), 'reject', proposal.uuid, 'no')).statusCode).toBe(400);
  });
});

describe('who may decide', () => {
  it.each<StaffRole>(['UNDERWRITER', 'PROCESSOR', 'SUPPORT'])(
    'refuses %s, who lacks approvals.check (403), and changes nothing',
    async (role) => {
      const { application, proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');
      const staff = await staffOf(role);
      for (const action of ['approve', 'reject'] as const) {
        const response = await decide(staff, action, proposal.uuid);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ errors: [PERMISSION_REFUSED] });
      }
      expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');
    },
  );

  it("answers 404 for another lender's proposal and leaves it out of the list", async () => {
    const { application, proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS', {
      org: 'hearth',
    });
    const elsewhere = await staffOf('MANAGER', ['silverpine']);
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(elsewhere, action, proposal.uuid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    }
    expect((await decide(elsewhere, 'approve', crypto.randomUUID())).statusCode).toBe(404);
    const listed = await staffRequest(suite.t.app, elsewhere.jwt, opsApi.proposals, {
      query: { applicationUuid: application.uuid },
    });
    expect(listed.json()).toEqual({ proposals: [] });
    expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');
  });

  it('lists by status', async () => {
    const { proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');
    const checker = await staffOf('MANAGER');
    await decide(checker, 'reject', proposal.uuid);
    const pending = await staffRequest(suite.t.app, checker.jwt, opsApi.proposals, {
      query: { status: 'PENDING' },
    });
    const rejected = await staffRequest(suite.t.app, checker.jwt, opsApi.proposals, {
      query: { status: 'REJECTED' },
    });
    const pendingUuids = pending.json<{ proposals: StaffProposal[] }>().proposals.map((p) => p.uuid);
    expect(pendingUuids).not.toContain(proposal.uuid);
    expect(
      pending.json<{ proposals: StaffProposal[] }>().proposals.every((p) => p.status === 'PENDING'),
    ).toBe(true);
    expect(rejected.json<{ proposals: StaffProposal[] }>().proposals.map((p) => p.uuid)).toContain(
      proposal.uuid,
    );
  });
});

describe('a proposal nobody decides', () => {
  async function ageProposal(uuid: string, hours: number) {
    await suite.t.db
      .update(staffProposals)
      .set({ createdAt: new Date(Date.now() - hours * 60 * 60 * 1000) })
      .where(eq(staffProposals.uuid, uuid));
  }

  it(`expires after ${PROPOSAL_TTL_HOURS} hours: approval is refused, the step stays, and it may be proposed again`, async () => {
    const { application, maker, proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');
    await ageProposal(proposal.uuid, PROPOSAL_TTL_HOURS + 1);
    const checker = await staffOf('MANAGER');

    const approval = await decide(checker, 'approve', proposal.uuid);
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toEqual({ errors: [PROPOSAL_EXPIRED_MESSAGE] });
    expect(await stepOf(application.uuid)).toBe('OFFER_SELECTION');

    const listed = await staffRequest(suite.t.app, checker.jwt, opsApi.proposals, {
      query: { applicationUuid: application.uuid },
    });
    expect(listed.json<{ proposals: StaffProposal[] }>().proposals).toEqual([
      expect.objectContaining({ uuid: proposal.uuid, status: 'EXPIRED', decidedBy: null }),
    ]);
    expect((await proposalAuditOf(application.uuid)).map((event) => event.action).sort()).toEqual([
      'ops.proposal-expired',
      'ops.proposal-made',
    ]);

    const again = await propose(maker, application.uuid, {
      event: 'CANCELLED_BY_OPS',
      reason: 'Still withdrawing',
    });
    expect(again.statusCode, again.body).toBe(202);
  });

  it('stays pending just inside its time', async () => {
    const { proposal } = await proposed('OFFER_SELECTION', 'CANCELLED_BY_OPS');
    await ageProposal(proposal.uuid, PROPOSAL_TTL_HOURS - 1);
    const approval = await decide(await staffOf('MANAGER'), 'approve', proposal.uuid);
    expect(approval.statusCode, approval.body).toBe(200);
  });
});
