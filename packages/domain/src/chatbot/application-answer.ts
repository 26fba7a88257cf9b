import { format } from 'date-fns';
import type { HelocApplication } from '../application/heloc-application-dto.ts';
import type { Condition } from '../conditions/condition-dto.ts';
import { formatCurrency } from '../format/format-currency.ts';
import { formatApr } from '../format/format-percent.ts';
import { getDisplayedApr } from '../offers/displayed-apr.ts';
import { type OfferQuote, quoteOffer } from '../offers/offer-quote.ts';
import { buildProgressIndicator } from '../progress/progress-indicator.ts';
import { getProgressStageOfStep } from '../progress/step-stage.ts';
import type { ApplicationIntent } from './application-intent.ts';
import { APPLICATION_SOURCE_TITLE, type ChatbotAnswer } from './chatbot-answer.ts';
import { describeNextStep } from './next-step-text.ts';

/** What the borrower's own pages show: the application read and their open requests. */
export interface ApplicationFacts {
  application: HelocApplication;
  conditions: readonly Condition[];
}

const SOURCE = { type: 'APPLICATION', title: APPLICATION_SOURCE_TITLE } as const;

function answer(text: string): ChatbotAnswer {
  return { kind: 'APPLICATION', text, source: SOURCE, confidence: 1, offerPerson: false };
}

/** The reply to an application question, from the same data the borrower's pages read. */
export function composeApplicationAnswer(intent: ApplicationIntent, facts: ApplicationFacts): ChatbotAnswer {
  switch (intent) {
    case 'NEXT_STEP':
      return answer(nextStep(facts));
    case 'FUNDING':
      return answer(funding(facts.application));
    case 'DOCUMENTS':
      return answer(documents(facts));
    case 'RATE':
      return answer(rate(facts.application));
  }
}

const ASKED = {
  NEXT_STEP: 'your next step',
  FUNDING: 'when your line funds',
  DOCUMENTS: 'the documents we still need',
  RATE: 'your rate',
} as const satisfies Record<ApplicationIntent, string>;

/** Not signed in: the chatbot says what to do instead of guessing. */
export function composeSignInAnswer(intent: ApplicationIntent): ChatbotAnswer {
  return {
    kind: 'SIGN_IN',
    text: `To tell you ${ASKED[intent]}, I need to know who you are. Please log in with the e-mail address and password of your application, then ask me again.`,
    source: null,
    confidence: 1,
    offerPerson: false,
  };
}

export function composeNoApplicationAnswer(): ChatbotAnswer {
  return {
    kind: 'NO_APPLICATION',
    text: "You don't have an application with us yet. Start one to see your offers: it takes about five minutes and checking your offers won't affect your credit score.",
    source: null,
    confidence: 1,
    offerPerson: false,
  };
}

/** An application the caller does not own: nothing about it, not even whether it exists. */
export function composeNotYoursAnswer(): ChatbotAnswer {
  return {
    kind: 'NOT_YOURS',
    text: 'I can only answer questions about applications on your own account. If you applied with another e-mail address, log in with it and ask me again.',
    source: null,
    confidence: 1,
    offerPerson: true,
  };
}

function stageLabel(application: HelocApplication): string | undefined {
  const manualNotary = application.status.manualNotary === true;
  const stage = getProgressStageOfStep(application.serverStep, manualNotary);
  return stage
    ? buildProgressIndicator(stage, manualNotary).find((step) => step.status === 'current')?.label
    : undefined;
}

function nextStep({ application, conditions }: ApplicationFacts): string {
  const step =
    describeNextStep(application.serverStep, application.status.manualNotary === true) ??
    'We are working on your application. Check your application page in a few minutes.';
  const label = stageLabel(application);
  const parts = [label ? `You are at "${label}". ${step}` : step];
  const open = conditions.filter((condition) => condition.actionNeeded);
  if (open.length > 0) {
    parts.push(`You also have ${countRequests(open.length)} from us on your dashboard: ${listNotes(open)}.`);
  }
  return parts.join(' ');
}

const FUNDED_STEPS = ['COMPLETE'];
const FUNDS_SENT_STEPS = ['FUNDABLE', 'FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF'];
const RECORDING_STEPS = ['GEN_RECORDING', 'RECORDING'];

function funding(application: HelocApplication): string {
  const step = application.serverStep ?? '';
  if (step === 'DECLINED' || step === 'CANCELLED') {
    return `Your application is ${step === 'DECLINED' ? 'declined' : 'cancelled'}, so your line will not fund.`;
  }
  if (FUNDED_STEPS.includes(step)) {
    const draw = quoteChosenLine(application)?.initialDraw;
    const account = application.disburseAccount?.mask;
    return `Your line of credit is funded: ${draw ? formatCurrency(draw, 2) : 'your initial draw'} was sent to your account${account ? ` ending in ${account}` : ''}.`;
  }
  if (FUNDS_SENT_STEPS.includes(step)) {
    return 'Your funds are on the way.';
  }
  if (RECORDING_STEPS.includes(step)) {
    return 'We are recording your deed with your county. Your funds are sent right after.';
  }
  if (application.rescissionDeadline) {
    return `Your right to cancel ends at midnight after ${formatDate(application.rescissionDeadline)}. We send your funds after your right to cancel ends, once your deed is recorded with your county.`;
  }
  const next = describeNextStep(step, application.status.manualNotary === true);
  return [
    'Your line funds once you have signed your closing documents and your deed with a notary, and your three-business-day right to cancel has passed; funding can take as little as five business days once you have verified your details and signed.',
    next ? `Your next step: ${next}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function documents({ application, conditions }: ApplicationFacts): string {
  const open = conditions.filter((condition) => condition.actionNeeded);
  const received = conditions.filter((condition) => !condition.actionNeeded);
  const parts: string[] = [];
  if (open.length > 0) {
    parts.push(
      `We still need ${countRequests(open.length)} from you: ${listNotes(open)}. You can answer them from your dashboard.`,
    );
  } else {
    parts.push('You have no open requests. We will let you know here if we need anything else.');
  }
  if (received.length > 0) {
    parts.push(`Received, under review: ${listNotes(received)}.`);
  }
  const stepAsks = STEP_DOCUMENTS[application.serverStep ?? ''];
  if (stepAsks) {
    parts.push(`Your current step also asks for ${stepAsks}.`);
  }
  return parts.join(' ');
}

const STEP_DOCUMENTS: Record<string, string> = {
  INCOME_VERIFICATION: 'proof of your income: link your bank account or upload your most recent paystubs',
  IDENTITY_VERIFICATION: 'a government-issued photo ID',
  TRUST_AND_INSURANCE: "the declarations page of your homeowner's insurance policy",
};

function rate(application: HelocApplication): string {
  const { amount, rate: offerRate, term } = application;
  if (amount == null || offerRate == null || term == null) {
    return application.serverStep === 'OFFER_SELECTION' ||
      application.serverStep === 'REVISED_OFFER_SELECTION'
      ? 'You have not chosen an offer yet. Your offers are on your application: pick a fixed term and a line amount to see your APR.'
      : 'You have not chosen an offer yet.';
  }
  const apr = getDisplayedApr({ rate: offerRate, otherRate: application.otherRate }, application.payType);
  const withAutopay =
    application.payType === 'AUTOPAY' && application.otherRate != null ? ' with AutoPay' : '';
  const quote = quoteChosenLine(application);
  const figures = quote
    ? ` Your initial draw is ${formatCurrency(quote.initialDraw, 2)} and your monthly payment ${formatCurrency(quote.monthlyPayment, 2)}.`
    : '';
  return `Your APR is ${formatApr(apr)}${withAutopay}, on a line of ${formatCurrency(amount)} over a ${term}-year fixed term.${figures} Estimates. Your final terms are in the documents you sign.`;
}

/** The chosen line quoted as the offer page quotes it (decision 021); undefined while unknown. */
function quoteChosenLine(application: HelocApplication): OfferQuote | undefined {
  const { amount, rate: offerRate, term, originationFee } = application;
  if (!amount || !offerRate || !term || originationFee == null) {
    return undefined;
  }
  return quoteOffer({
    offer: { term, rate: offerRate, originationFee },
    lineAmount: amount,
    apr: getDisplayedApr({ rate: offerRate, otherRate: application.otherRate }, application.payType),
    feeCap: application.ofeeMaxThreshold ?? null,
    state: application.property.state ?? '',
  });
}

function countRequests(count: number): string {
  return count === 1 ? '1 open request' : `${count} open requests`;
}

function listNotes(conditions: readonly Condition[]): string {
  return conditions.map((condition) => `"${condition.notes}"`).join(', ');
}

/** yyyy-MM-dd → "December 1, 2026". */
function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), 'MMMM d, yyyy');
}
