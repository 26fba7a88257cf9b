import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import type { HelocApplication } from '@hearth/domain/application/heloc-application-dto';
import type { ApplicationIntent } from '@hearth/domain/chatbot/application-intent';
import { formatCurrency } from '@hearth/domain/format/format-currency';
import { VERIFIED_OFFER_SET } from '@hearth/domain/offers/test-offers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { applicationConditions } from '../../db/schema/index.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { createSandboxLeadPortal } from '../../providers/sandbox/sandbox-lead-portal.ts';
import { storeManualAccount } from '../bank-accounts/stored-account.ts';
import { seedAtStep } from '../borrower-writes/test/journey-write-test-support.ts';
import { raiseConditionInTransaction } from '../conditions/raise-condition.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { findOrg } from '../org/registry/index.ts';
import { answerChatbotQuestion } from './chatbot.service.ts';
import { answerFromApplication } from './chatbot-application.service.ts';

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

function deps() {
  return { db: suite.t.db, piiKey: suite.t.config.piiKey, leadPortal: createSandboxLeadPortal() };
}

/** The application exactly as the borrower's pages read it. */
async function readAsBorrower(uuid: string, jwt: string): Promise<HelocApplication> {
  const response = await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), jwt);
  expect(response.statusCode).toBe(200);
  return response.json<HelocApplication>();
}

function ask(seeded: { uuid: string; borrower: { identityUuid: string } }, intent: ApplicationIntent) {
  return answerFromApplication(deps(), { identityUuid: seeded.borrower.identityUuid }, seeded.uuid, intent);
}

const CHOSEN_LINE = {
  offerSet: VERIFIED_OFFER_SET,
  selectedOffer: {
    type: 'FIXED',
    term: 10,
    amount: '50000.00',
    rate: '9.5',
    payoffPreference: null,
    payoffs: [],
  },
  amount: '50000.00',
  rate: '9.5',
  term: '10',
};

async function raiseRequest(uuid: string, title: string) {
  return suite.t.db.transaction((tx) =>
    raiseConditionInTransaction(
      tx,
      uuid,
      {
        category: 'GENERIC_DOCUMENT_REQUEST',
        title,
        description: 'Please send it so we can finish your application.',
        documentTypes: ['BANK_STATEMENT'],
        numDocsRequired: 2,
      },
      null,
    ),
  );
}

describe('answerFromApplication: "what\'s my next step?"', () => {
  it('names the progress step and what its page asks, with the open requests', async () => {
    const seeded = await seedAtStep(suite.t, 'IDENTITY_VERIFICATION');
    await raiseRequest(seeded.uuid, 'Upload two recent bank statements');

    const answer = await ask(seeded, 'NEXT_STEP');

    expect(answer).toMatchObject({
      kind: 'APPLICATION',
      source: { type: 'APPLICATION', title: 'Your application' },
      offerPerson: false,
    });
    expect(answer.text).toBe(
      'You are at "Verify Identity". Verify your identity: upload a government-issued photo ID. You also have 1 open request from us on your dashboard: "Upload two recent bank statements".',
    );
  });

  it('follows the application to the offer step and to the notary step', async () => {
    const choosing = await seedAtStep(suite.t, 'OFFER_SELECTION');
    expect((await ask(choosing, 'NEXT_STEP')).text).toBe(
      'You are at "Select Offer". Choose your offer: pick a fixed term, then the line amount you want.',
    );
    const notary = await seedAtStep(suite.t, 'DEED_SIGNING', {
      status: { checklistStatus: 'DEED_SIGNING', manualNotary: true },
    });
    expect((await ask(notary, 'NEXT_STEP')).text).toMatch(
      /^You are at "Schedule Notary Session"\. Sign your deed of trust with the notary at your booked appointment/,
    );
  });
});

describe('answerFromApplication: "what documents do you still need?"', () => {
  it('lists the open requests the dashboard lists, the received ones apart, and what the step asks', async () => {
    const seeded = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    await raiseRequest(seeded.uuid, 'Upload your 2025 W-2');
    const sent = await raiseRequest(seeded.uuid, 'Upload a letter explaining a late payment');
    await suite.t.db
      .update(applicationConditions)
      .set({ status: 'SUBMITTED' })
      .where(eq(applicationConditions.uuid, sent.uuid));

    const answer = await ask(seeded, 'DOCUMENTS');

    expect(answer.text).toBe(
      'We still need 1 open request from you: "Upload your 2025 W-2". You can answer them from your dashboard. Received, under review: "Upload a letter explaining a late payment". Your current step also asks for proof of your income: link your bank account or upload your most recent paystubs.',
    );
  });

  it('says there is nothing open when nothing is', async () => {
    const seeded = await seedAtStep(suite.t, 'NOTE_SIGNING', CHOSEN_LINE);
    expect((await ask(seeded, 'DOCUMENTS')).text).toBe(
      'You have no open requests. We will let you know here if we need anything else.',
    );
  });
});

describe('answerFromApplication: "what is my rate?"', () => {
  it('quotes the APR, line and term the offer card shows, AutoPay APR once AutoPay is chosen', async () => {
    const seeded = await seedAtStep(suite.t, 'NOTE_SIGNING', { ...CHOSEN_LINE, payType: 'AUTOPAY' });
    const read = await readAsBorrower(seeded.uuid, seeded.borrower.jwt);
    expect(read).toMatchObject({ rate: 9.5, otherRate: 9.25, payType: 'AUTOPAY', amount: 50_000, term: 10 });

    const answer = await ask(seeded, 'RATE');

    expect(answer.text).toMatch(
      /^Your APR is 9\.25% with AutoPay, on a line of \$50,000 over a 10-year fixed term\. Your initial draw is \$[\d,]+\.\d\d and your monthly payment \$[\d,]+\.\d\d\. Estimates\./,
    );
  });

  it('says no offer is chosen yet on the offer step', async () => {
    const seeded = await seedAtStep(suite.t, 'OFFER_SELECTION');
    expect((await ask(seeded, 'RATE')).text).toBe(
      'You have not chosen an offer yet. Your offers are on your application: pick a fixed term and a line amount to see your APR.',
    );
  });
});

describe('answerFromApplication: "when will I be funded?"', () => {
  it('gives the right-to-cancel deadline the application shows once the notice is delivered', async () => {
    const seeded = await seedAtStep(suite.t, 'E_NOTARY_SESSION', CHOSEN_LINE);
    const moves = [
      ['NOTARY_COMPLETED', 'PROVIDER'],
      ['INSURANCE_UPLOADED', 'BORROWER'],
      ['INSURANCE_VERIFIED', 'JOB'],
      ['RESCISSION_NOTICE_GENERATED', 'JOB'],
    ] as const;
    for (const [event, actor] of moves) {
      await suite.t.db.transaction((tx) => transitionApplication(tx, { uuid: seeded.uuid, event, actor }));
    }
    const read = await readAsBorrower(seeded.uuid, seeded.borrower.jwt);
    expect(read.serverStep).toBe('RESCISSION');
    const [year, month, day] = (read.rescissionDeadline ?? '').split('-').map(Number) as number[];
    const deadline = new Date(year ?? 0, (month ?? 1) - 1, day).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });

    expect((await ask(seeded, 'FUNDING')).text).toBe(
      `Your right to cancel ends at midnight after ${deadline}. We send your funds after your right to cancel ends, once your deed is recorded with your county.`,
    );
  });

  it('before closing, says what funding waits for and the next step', async () => {
    const seeded = await seedAtStep(suite.t, 'INCOME_VERIFICATION');
    const answer = await ask(seeded, 'FUNDING');
    expect(answer.text).toMatch(/^Your line funds once you have signed your closing documents/);
    expect(answer.text).toContain('Your next step: Verify your income');
  });

  it('once funded, names the draw sent and the account it went to', async () => {
    const seeded = await seedAtStep(suite.t, 'COMPLETE', {
      ...CHOSEN_LINE,
      disburseAccount: storeManualAccount(
        { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'CHECKING' },
        suite.t.config.piiKey,
      ),
    });
    const answer = await ask(seeded, 'FUNDING');
    expect(answer.text).toMatch(
      /^Your line of credit is funded: \$[\d,]+\.\d\d was sent to your account ending in 6789\.$/,
    );
  });
});

describe('answerFromApplication: who may ask', () => {
  it("refuses another borrower's application and says nothing of it", async () => {
    const owner = await seedAtStep(suite.t, 'NOTE_SIGNING', CHOSEN_LINE);
    await raiseRequest(owner.uuid, 'Upload your divorce decree');
    const stranger = await registerUser(suite.t.app);
    const read = await readAsBorrower(owner.uuid, owner.borrower.jwt);

    for (const intent of ['NEXT_STEP', 'FUNDING', 'DOCUMENTS', 'RATE'] as const) {
      const answer = await answerFromApplication(
        deps(),
        { identityUuid: stranger.identityUuid },
        owner.uuid,
        intent,
      );
      expect(answer).toMatchObject({ kind: 'NOT_YOURS', source: null });
      for (const secret of [read.loanNumber, 'divorce', '9.5', formatCurrency(50_000), 'Sign your closing']) {
        expect(answer.text).not.toContain(secret);
      }
    }
  });

  it('asks a visitor to log in, and tells a borrower without an application to start one', async () => {
    expect(await answerFromApplication(deps(), null, null, 'NEXT_STEP')).toMatchObject({
      kind: 'SIGN_IN',
      text: 'To tell you your next step, I need to know who you are. Please log in with the e-mail address and password of your application, then ask me again.',
    });
    const newcomer = await registerUser(suite.t.app);
    expect(
      await answerFromApplication(deps(), { identityUuid: newcomer.identityUuid }, null, 'RATE'),
    ).toMatchObject({ kind: 'NO_APPLICATION' });
  });

  it("answers from the borrower's newest application when the chat names none", async () => {
    const seeded = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const answer = await answerFromApplication(
      deps(),
      { identityUuid: seeded.borrower.identityUuid },
      null,
      'NEXT_STEP',
    );
    expect(answer.text).toContain('You are at "Select Offer"');
  });
});

describe('answerChatbotQuestion', () => {
  const org = findOrg('hearth');

  it('answers an application question from the application, anything else from the help content', async () => {
    if (!org) {
      throw new Error('no hearth org');
    }
    const seeded = await seedAtStep(suite.t, 'OFFER_SELECTION');
    const identity = { identityUuid: seeded.borrower.identityUuid };

    const mine = await answerChatbotQuestion(deps(), {
      identity,
      applicationUuid: seeded.uuid,
      question: "What's my next step?",
      org,
      language: 'en',
    });
    expect(mine.source).toEqual({ type: 'APPLICATION', title: 'Your application' });

    const general = await answerChatbotQuestion(deps(), {
      identity,
      applicationUuid: seeded.uuid,
      question: 'how much is the origniation fee?',
      org,
      language: 'en',
    });
    expect(general).toMatchObject({ kind: 'HELP', source: { type: 'HELP_ENTRY', id: 'origination-fee' } });
    expect(general.text).toContain(`${Math.min(org.pricing.maxOriginationFeePercent, 4.99).toFixed(2)}%`);
  });
});
