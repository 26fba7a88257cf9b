import type { HelocApplication } from '../application/heloc-application-dto.ts';
import type { Condition } from '../conditions/condition-dto.ts';
import { formatCurrency } from '../format/format-currency.ts';
import { formatApr } from '../format/format-percent.ts';
import { getDisplayedApr } from '../offers/displayed-apr.ts';
import { type OfferQuote, quoteOffer } from '../offers/offer-quote.ts';
import type { Language } from '../profile/language.ts';
import { buildProgressIndicator } from '../progress/progress-indicator.ts';
import { getProgressStageOfStep } from '../progress/step-stage.ts';
import { APPLICATION_ANSWER_WORDS, type ApplicationAnswerWords } from './application-answer-words.ts';
import type { ApplicationIntent } from './application-intent.ts';
import { APPLICATION_SOURCE_TITLES, type ChatbotAnswer } from './chatbot-answer.ts';
import { describeNextStep } from './next-step-text.ts';

/** What the borrower's own pages show: the application read and their open requests. */
export interface ApplicationFacts {
  application: HelocApplication;
  conditions: readonly Condition[];
}

function answer(text: string, language: Language): ChatbotAnswer {
  const source = { type: 'APPLICATION', title: APPLICATION_SOURCE_TITLES[language] } as const;
  return { kind: 'APPLICATION', text, source, confidence: 1, offerPerson: false };
}

/** The reply to an application question, from the same data the borrower's pages read. */
export function composeApplicationAnswer(
  intent: ApplicationIntent,
  facts: ApplicationFacts,
  language: Language = 'en',
): ChatbotAnswer {
  const words = APPLICATION_ANSWER_WORDS[language];
  switch (intent) {
    case 'NEXT_STEP':
      return answer(nextStep(facts, words, language), language);
    case 'FUNDING':
      return answer(funding(facts.application, words, language), language);
    case 'DOCUMENTS':
      return answer(documents(facts, words), language);
    case 'RATE':
      return answer(rate(facts.application, words), language);
  }
}

/** Not signed in: the chatbot says what to do instead of guessing. */
export function composeSignInAnswer(intent: ApplicationIntent, language: Language = 'en'): ChatbotAnswer {
  return {
    kind: 'SIGN_IN',
    text: APPLICATION_ANSWER_WORDS[language].signIn(intent),
    source: null,
    confidence: 1,
    offerPerson: false,
  };
}

export function composeNoApplicationAnswer(language: Language = 'en'): ChatbotAnswer {
  return {
    kind: 'NO_APPLICATION',
    text: APPLICATION_ANSWER_WORDS[language].noApplication,
    source: null,
    confidence: 1,
    offerPerson: false,
  };
}

/** An application the caller does not own: nothing about it, not even whether it exists. */
export function composeNotYoursAnswer(language: Language = 'en'): ChatbotAnswer {
  return {
    kind: 'NOT_YOURS',
    text: APPLICATION_ANSWER_WORDS[language].notYours,
    source: null,
    confidence: 1,
    offerPerson: true,
  };
}

function stageLabel(application: HelocApplication, words: ApplicationAnswerWords): string | undefined {
  const manualNotary = application.status.manualNotary === true;
  const stage = getProgressStageOfStep(application.serverStep, manualNotary);
  const current = stage
    ? buildProgressIndicator(stage, manualNotary).find((step) => step.status === 'current')
    : undefined;
  return current ? words.stageLabel(current) : undefined;
}

function nextStep(
  { application, conditions }: ApplicationFacts,
  words: ApplicationAnswerWords,
  language: Language,
): string {
  const step =
    describeNextStep(application.serverStep, application.status.manualNotary === true, language) ??
    words.working;
  const label = stageLabel(application, words);
  const parts = [label ? words.youAreAt(label, step) : step];
  const open = conditions.filter((condition) => condition.actionNeeded);
  if (open.length > 0) {
    parts.push(words.alsoOpen(open.length, listNotes(open)));
  }
  return parts.join(' ');
}

const FUNDED_STEPS = ['COMPLETE'];
const FUNDS_SENT_STEPS = ['FUNDABLE', 'FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF'];
const RECORDING_STEPS = ['GEN_RECORDING', 'RECORDING'];

function funding(application: HelocApplication, words: ApplicationAnswerWords, language: Language): string {
  const step = application.serverStep ?? '';
  if (step === 'DECLINED' || step === 'CANCELLED') {
    return words.willNotFund(step);
  }
  if (FUNDED_STEPS.includes(step)) {
    const draw = quoteChosenLine(application)?.initialDraw;
    return words.funded(draw ? formatCurrency(draw, 2) : undefined, application.disburseAccount?.mask);
  }
  if (FUNDS_SENT_STEPS.includes(step)) {
    return words.onTheWay;
  }
  if (RECORDING_STEPS.includes(step)) {
    return words.recording;
  }
  if (application.rescissionDeadline) {
    return words.rescissionEnds(words.formatDate(application.rescissionDeadline));
  }
  const next = describeNextStep(step, application.status.manualNotary === true, language);
  return [words.fundsWhen, next ? words.yourNextStep(next) : ''].filter(Boolean).join(' ');
}

function documents({ application, conditions }: ApplicationFacts, words: ApplicationAnswerWords): string {
  const open = conditions.filter((condition) => condition.actionNeeded);
  const received = conditions.filter((condition) => !condition.actionNeeded);
  const parts: string[] = [];
  parts.push(open.length > 0 ? words.stillNeed(open.length, listNotes(open)) : words.noneOpen);
  if (received.length > 0) {
    parts.push(words.received(listNotes(received)));
  }
  const stepAsks = words.stepDocuments[application.serverStep ?? ''];
  if (stepAsks) {
    parts.push(words.stepAlsoAsks(stepAsks));
  }
  return parts.join(' ');
}

function rate(application: HelocApplication, words: ApplicationAnswerWords): string {
  const { amount, rate: offerRate, term } = application;
  if (amount == null || offerRate == null || term == null) {
    return application.serverStep === 'OFFER_SELECTION' ||
      application.serverStep === 'REVISED_OFFER_SELECTION'
      ? words.noOfferYetChoose
      : words.noOfferYet;
  }
  const apr = getDisplayedApr({ rate: offerRate, otherRate: application.otherRate }, application.payType);
  const quote = quoteChosenLine(application);
  return words.rate({
    apr: formatApr(apr),
    withAutopay: application.payType === 'AUTOPAY' && application.otherRate != null,
    line: formatCurrency(amount),
    term: String(term),
    figures: quote
      ? { draw: formatCurrency(quote.initialDraw, 2), payment: formatCurrency(quote.monthlyPayment, 2) }
      : undefined,
  });
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

function listNotes(conditions: readonly Condition[]): string {
  return conditions.map((condition) => `"${condition.notes}"`).join(', ');
}
