import { describe, expect, it } from 'vitest';
import type { HelocApplication } from '../application/heloc-application-dto.ts';
import type { Condition } from '../conditions/condition-dto.ts';
import {
  composeApplicationAnswer,
  composeNoApplicationAnswer,
  composeNotYoursAnswer,
  composeSignInAnswer,
} from './application-answer.ts';
import { APPLICATION_INTENTS } from './application-intent.ts';

function application(serverStep: string, extra: Partial<HelocApplication> = {}): HelocApplication {
  return {
    uuid: '6f1c1f4e-8d2a-4c3b-9a53-2f5f4d1e0a11',
    loanNumber: '4000012345',
    status: { checklistStatus: serverStep },
    active: true,
    property: { state: 'OR', address: null },
    amount: null,
    term: null,
    rate: null,
    auditFields: { createdDate: '2026-11-01T00:00:00.000Z', updatedDate: '2026-11-01T00:00:00.000Z' },
    serverStep,
    ...extra,
  };
}

function condition(notes: string, actionNeeded: boolean): Condition {
  return {
    uuid: '0b7c6a0e-3f0e-4c53-8c7e-2a1b9f1f5d10',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-11-02T00:00:00.000Z',
    notes,
    commentsToBorrower: '',
    requestDocuments: [],
    actionNeeded,
    xtraData: { numDocsRequired: 1 },
  };
}

const CHOSEN = {
  amount: 50_000,
  rate: 9.5,
  otherRate: 9.25,
  term: 10,
  originationFee: 2,
  ofeeMaxThreshold: null,
};

function text(
  intent: Parameters<typeof composeApplicationAnswer>[0],
  app: HelocApplication,
  conditions: Condition[] = [],
) {
  return composeApplicationAnswer(intent, { application: app, conditions }).text;
}

describe('composeApplicationAnswer', () => {
  it('cites "Your application" for every intent', () => {
    for (const intent of APPLICATION_INTENTS) {
      expect(
        composeApplicationAnswer(intent, { application: application('OFFER_SELECTION'), conditions: [] }),
      ).toMatchObject({ kind: 'APPLICATION', source: { type: 'APPLICATION', title: 'Your application' } });
    }
  });

  it.each([
    ['DECLINED', 'Your application is declined, so your line will not fund.'],
    ['CANCELLED', 'Your application is cancelled, so your line will not fund.'],
    ['RECORDING', 'We are recording your deed with your county. Your funds are sent right after.'],
    ['FUNDABLE', 'Your funds are on the way.'],
  ])('funding at %s: %s', (step, expected) => {
    expect(text('FUNDING', application(step))).toBe(expected);
  });

  it('quotes the funded draw as the offer page quotes the line (decision 021)', () => {
    expect(text('FUNDING', application('COMPLETE', CHOSEN))).toBe(
      'Your line of credit is funded: $49,019.61 was sent to your account.',
    );
  });

  it('quotes the rate at the pay type the pages show it', () => {
    expect(text('RATE', application('NOTE_SIGNING', { ...CHOSEN, payType: 'MANUAL' }))).toMatch(
      /^Your APR is 9\.50%, on a line of \$50,000 over a 10-year fixed term\. Your initial draw is \$49,019\.61/,
    );
    expect(text('RATE', application('NOTE_SIGNING', { ...CHOSEN, payType: 'AUTOPAY' }))).toMatch(
      /^Your APR is 9\.25% with AutoPay/,
    );
    expect(text('RATE', application('INCOME_VERIFICATION'))).toBe('You have not chosen an offer yet.');
  });

  it('lists open requests first, then received ones', () => {
    const conditions = [condition('Upload a bank statement', true), condition('Upload your W-2', false)];
    expect(text('DOCUMENTS', application('NOTE_SIGNING'), conditions)).toBe(
      'We still need 1 open request from you: "Upload a bank statement". You can answer them from your dashboard. Received, under review: "Upload your W-2".',
    );
    expect(text('NEXT_STEP', application('NOTE_SIGNING'), conditions)).toBe(
      'You are at "Sign Documents". Sign your closing documents online; it takes about 10 minutes. You also have 1 open request from us on your dashboard: "Upload a bank statement".',
    );
  });

  it('says where a finished or declined application stands', () => {
    expect(text('NEXT_STEP', application('DECLINED'))).toMatch(/We are unable to approve your application/);
    expect(text('NEXT_STEP', application('COMPLETE'))).toBe(
      'Your line of credit is funded. There are no more steps.',
    );
  });
});

describe('answers without an application to read', () => {
  it('asks to log in, naming what was asked', () => {
    expect(composeSignInAnswer('RATE').text).toMatch(/^To tell you your rate, I need to know who you are\./);
    expect(composeSignInAnswer('DOCUMENTS').text).toMatch(/^To tell you the documents we still need/);
  });

  it('invites a borrower without an application to start one, and refuses someone else’s', () => {
    expect(composeNoApplicationAnswer().kind).toBe('NO_APPLICATION');
    expect(composeNotYoursAnswer()).toMatchObject({ kind: 'NOT_YOURS', source: null, offerPerson: true });
  });
});

describe('the same answers in Spanish', () => {
  function spanish(
    intent: Parameters<typeof composeApplicationAnswer>[0],
    app: HelocApplication,
    conditions: Condition[] = [],
  ) {
    return composeApplicationAnswer(intent, { application: app, conditions }, 'es');
  }

  it('cites "Su solicitud" and names the progress step as the Spanish pages do', () => {
    const conditions = [condition('Suba un extracto bancario', true), condition('Suba su W-2', false)];
    expect(spanish('NEXT_STEP', application('NOTE_SIGNING'), conditions)).toMatchObject({
      source: { type: 'APPLICATION', title: 'Su solicitud' },
      text: 'Usted está en "Firmar documentos". Firme sus documentos de cierre en línea; toma unos 10 minutos. Además, tiene 1 pedido abierto de nuestra parte en su panel: "Suba un extracto bancario".',
    });
    expect(spanish('DOCUMENTS', application('IDENTITY_VERIFICATION'), conditions).text).toBe(
      'Todavía necesitamos 1 pedido abierto de su parte: "Suba un extracto bancario". Puede responderlos desde su panel. Recibido, en revisión: "Suba su W-2". Su paso actual también pide una identificación con foto emitida por el gobierno.',
    );
  });

  it('quotes the same figures, and writes the rescission deadline out in Spanish', () => {
    expect(spanish('FUNDING', application('COMPLETE', CHOSEN)).text).toBe(
      'Su línea de crédito está financiada: $49,019.61 se envió a su cuenta.',
    );
    expect(spanish('RATE', application('NOTE_SIGNING', { ...CHOSEN, payType: 'AUTOPAY' })).text).toMatch(
      /^Su APR es 9\.25% con AutoPay, en una línea de \$50,000 con un plazo fijo de 10 años\. Su retiro inicial es de \$49,019\.61/,
    );
    expect(spanish('FUNDING', application('RESCISSION', { rescissionDeadline: '2026-12-01' })).text).toMatch(
      /^Su derecho de cancelación termina a la medianoche del 1 de diciembre de 2026\./,
    );
  });

  it('asks to log in, has no application, or refuses someone else’s, in Spanish', () => {
    expect(composeSignInAnswer('NEXT_STEP', 'es').text).toMatch(
      /^Para decirle cuál es su próximo paso, necesito saber quién es usted\./,
    );
    expect(composeNoApplicationAnswer('es').text).toMatch(/^Todavía no tiene una solicitud con nosotros\./);
    expect(composeNotYoursAnswer('es').text).toMatch(/^Solo puedo responder preguntas sobre las solicitudes/);
  });
});
