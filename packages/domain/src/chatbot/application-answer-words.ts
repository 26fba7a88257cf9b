import { format } from 'date-fns';
import type { Language } from '../profile/language.ts';
import type { IndicatorStep } from '../progress/progress-indicator.ts';
import type { ApplicationIntent } from './application-intent.ts';

/** The chatbot's words around the borrower's own application data, in one language. */
export interface ApplicationAnswerWords {
  signIn: (intent: ApplicationIntent) => string;
  noApplication: string;
  notYours: string;
  /** The progress indicator's current step as the borrower's pages name it. */
  stageLabel: (step: IndicatorStep) => string;
  working: string;
  youAreAt: (label: string, step: string) => string;
  alsoOpen: (count: number, notes: string) => string;
  willNotFund: (step: 'DECLINED' | 'CANCELLED') => string;
  funded: (draw: string | undefined, accountMask: string | undefined) => string;
  onTheWay: string;
  recording: string;
  rescissionEnds: (deadline: string) => string;
  fundsWhen: string;
  yourNextStep: (next: string) => string;
  stillNeed: (count: number, notes: string) => string;
  noneOpen: string;
  received: (notes: string) => string;
  stepDocuments: Readonly<Record<string, string>>;
  stepAlsoAsks: (asks: string) => string;
  noOfferYetChoose: string;
  noOfferYet: string;
  rate: (figures: {
    apr: string;
    withAutopay: boolean;
    line: string;
    term: string;
    figures: { draw: string; payment: string } | undefined;
  }) => string;
  /** yyyy-MM-dd as a sentence writes it. */
  formatDate: (date: string) => string;
}

function calendarDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const ASKED_EN = {
  NEXT_STEP: 'your next step',
  FUNDING: 'when your line funds',
  DOCUMENTS: 'the documents we still need',
  RATE: 'your rate',
} as const satisfies Record<ApplicationIntent, string>;

const ENGLISH: ApplicationAnswerWords = {
  signIn: (intent) =>
    `To tell you ${ASKED_EN[intent]}, I need to know who you are. Please log in with the e-mail address and password of your application, then ask me again.`,
  noApplication:
    "You don't have an application with us yet. Start one to see your offers: it takes about five minutes and checking your offers won't affect your credit score.",
  notYours:
    'I can only answer questions about applications on your own account. If you applied with another e-mail address, log in with it and ask me again.',
  stageLabel: (step) => step.label,
  working: 'We are working on your application. Check your application page in a few minutes.',
  youAreAt: (label, step) => `You are at "${label}". ${step}`,
  alsoOpen: (count, notes) => `You also have ${countRequestsEn(count)} from us on your dashboard: ${notes}.`,
  willNotFund: (step) =>
    `Your application is ${step === 'DECLINED' ? 'declined' : 'cancelled'}, so your line will not fund.`,
  funded: (draw, mask) =>
    `Your line of credit is funded: ${draw ?? 'your initial draw'} was sent to your account${mask ? ` ending in ${mask}` : ''}.`,
  onTheWay: 'Your funds are on the way.',
  recording: 'We are recording your deed with your county. Your funds are sent right after.',
  rescissionEnds: (deadline) =>
    `Your right to cancel ends at midnight after ${deadline}. We send your funds after your right to cancel ends, once your deed is recorded with your county.`,
  fundsWhen:
    'Your line funds once you have signed your closing documents and your deed with a notary, and your three-business-day right to cancel has passed; funding can take as little as five business days once you have verified your details and signed.',
  yourNextStep: (next) => `Your next step: ${next}`,
  stillNeed: (count, notes) =>
    `We still need ${countRequestsEn(count)} from you: ${notes}. You can answer them from your dashboard.`,
  noneOpen: 'You have no open requests. We will let you know here if we need anything else.',
  received: (notes) => `Received, under review: ${notes}.`,
  stepDocuments: {
    INCOME_VERIFICATION: 'proof of your income: link your bank account or upload your most recent paystubs',
    IDENTITY_VERIFICATION: 'a government-issued photo ID',
    TRUST_AND_INSURANCE: "the declarations page of your homeowner's insurance policy",
  },
  stepAlsoAsks: (asks) => `Your current step also asks for ${asks}.`,
  noOfferYetChoose:
    'You have not chosen an offer yet. Your offers are on your application: pick a fixed term and a line amount to see your APR.',
  noOfferYet: 'You have not chosen an offer yet.',
  rate: ({ apr, withAutopay, line, term, figures }) =>
    `Your APR is ${apr}${withAutopay ? ' with AutoPay' : ''}, on a line of ${line} over a ${term}-year fixed term.${
      figures ? ` Your initial draw is ${figures.draw} and your monthly payment ${figures.payment}.` : ''
    } Estimates. Your final terms are in the documents you sign.`,
  /** "December 1, 2026". */
  formatDate: (date) => format(calendarDay(date), 'MMMM d, yyyy'),
};

function countRequestsEn(count: number): string {
  return count === 1 ? '1 open request' : `${count} open requests`;
}

function countRequestsEs(count: number): string {
  return count === 1 ? '1 pedido abierto' : `${count} pedidos abiertos`;
}

const ASKED_ES = {
  NEXT_STEP: 'cuál es su próximo paso',
  FUNDING: 'cuándo se financia su línea',
  DOCUMENTS: 'qué documentos nos faltan',
  RATE: 'cuál es su tasa',
} as const satisfies Record<ApplicationIntent, string>;

/** The progress indicator's steps as the Spanish pages name them (journey.json `steps`). */
const SPANISH_STAGE_LABELS: Readonly<Record<string, string>> = {
  basicInfo: 'Datos básicos',
  selectOffer: 'Elegir oferta',
  provideMoreInfo: 'Más información',
  linkIncomeSources: 'Vincular fuentes de ingresos',
  verifyIdentity: 'Verificar identidad',
  signDocuments: 'Firmar documentos',
  scheduleNotarySession: 'Programar sesión con el notario',
  talkToENotary: 'Hablar con el notario electrónico',
};

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const SPANISH: ApplicationAnswerWords = {
  signIn: (intent) =>
    `Para decirle ${ASKED_ES[intent]}, necesito saber quién es usted. Inicie sesión con la dirección de correo electrónico y la contraseña de su solicitud y vuelva a preguntarme.`,
  noApplication:
    'Todavía no tiene una solicitud con nosotros. Comience una para ver sus ofertas: toma unos cinco minutos y ver sus ofertas no afecta su puntaje de crédito.',
  notYours:
    'Solo puedo responder preguntas sobre las solicitudes de su propia cuenta. Si presentó su solicitud con otra dirección de correo electrónico, inicie sesión con ella y vuelva a preguntarme.',
  stageLabel: (step) => SPANISH_STAGE_LABELS[step.key] ?? step.label,
  working: 'Estamos trabajando en su solicitud. Revise la página de su solicitud en unos minutos.',
  youAreAt: (label, step) => `Usted está en "${label}". ${step}`,
  alsoOpen: (count, notes) =>
    `Además, tiene ${countRequestsEs(count)} de nuestra parte en su panel: ${notes}.`,
  willNotFund: (step) =>
    `Su solicitud está ${step === 'DECLINED' ? 'rechazada' : 'cancelada'}, así que su línea no se financiará.`,
  funded: (draw, mask) =>
    `Su línea de crédito está financiada: ${draw ?? 'su retiro inicial'} se envió a su cuenta${mask ? ` terminada en ${mask}` : ''}.`,
  onTheWay: 'Sus fondos van en camino.',
  recording: 'Estamos registrando su escritura en su condado. Sus fondos se envían justo después.',
  rescissionEnds: (deadline) =>
    `Su derecho de cancelación termina a la medianoche del ${deadline}. Enviamos sus fondos cuando termina su derecho de cancelación, una vez que su escritura queda registrada en su condado.`,
  fundsWhen:
    'Su línea se financia cuando haya firmado sus documentos de cierre y su escritura ante un notario, y haya pasado su derecho de cancelación de tres días hábiles; el financiamiento puede tomar apenas cinco días hábiles una vez que haya verificado sus datos y firmado.',
  yourNextStep: (next) => `Su próximo paso: ${next}`,
  stillNeed: (count, notes) =>
    `Todavía necesitamos ${countRequestsEs(count)} de su parte: ${notes}. Puede responderlos desde su panel.`,
  noneOpen: 'No tiene pedidos abiertos. Le avisaremos aquí si necesitamos algo más.',
  received: (notes) => `Recibido, en revisión: ${notes}.`,
  stepDocuments: {
    INCOME_VERIFICATION:
      'un comprobante de sus ingresos: vincule su cuenta bancaria o suba sus talones de pago más recientes',
    IDENTITY_VERIFICATION: 'una identificación con foto emitida por el gobierno',
    TRUST_AND_INSURANCE: 'la página de declaraciones de su póliza de seguro de propietario de vivienda',
  },
  stepAlsoAsks: (asks) => `Su paso actual también pide ${asks}.`,
  noOfferYetChoose:
    'Todavía no ha elegido una oferta. Sus ofertas están en su solicitud: escoja un plazo fijo y un monto de línea para ver su APR.',
  noOfferYet: 'Todavía no ha elegido una oferta.',
  rate: ({ apr, withAutopay, line, term, figures }) =>
    `Su APR es ${apr}${withAutopay ? ' con AutoPay' : ''}, en una línea de ${line} con un plazo fijo de ${term} años.${
      figures ? ` Su retiro inicial es de ${figures.draw} y su pago mensual, de ${figures.payment}.` : ''
    } Son estimados. Sus términos definitivos están en los documentos que firme.`,
  /** "1 de diciembre de 2026": the numeric es-US form reads as another month to many (decision 035). */
  formatDate: (date) => {
    const day = calendarDay(date);
    return `${day.getDate()} de ${SPANISH_MONTHS[day.getMonth()]} de ${day.getFullYear()}`;
  },
};

export const APPLICATION_ANSWER_WORDS: Readonly<Record<Language, ApplicationAnswerWords>> = {
  en: ENGLISH,
  es: SPANISH,
};
