import { describe, expect, it } from 'vitest';
import { composeHelpAnswer } from './compose-help-answer.ts';
import { HELP_CORPUS, HELP_CORPUS_ES } from './help-corpus.ts';
import { buildHelpIndex, CONFIDENT_ANSWER } from './help-search.ts';
import { SPANISH_HELP_TERMS, tokenizeSpanish } from './help-terms-es.ts';
import { buildLenderValues, fillPlaceholders } from './lender-values.ts';
import { CREDIT_UNION_LENDER, NATIONAL_LENDER } from './test-lenders.ts';

const index = buildHelpIndex(HELP_CORPUS_ES, SPANISH_HELP_TERMS);
const national = buildLenderValues(NATIONAL_LENDER, 'es');
const creditUnion = buildLenderValues(CREDIT_UNION_LENDER, 'es');

function entry(id: string) {
  const found = HELP_CORPUS_ES.find((candidate) => candidate.id === id);
  if (!found) {
    throw new Error(`no entry ${id}`);
  }
  return found;
}

const PLACEHOLDERS = /\{[a-zA-Z]+\}/g;

describe('the Spanish help corpus', () => {
  it('has every English entry, under the same id, with the same lender values', () => {
    expect(HELP_CORPUS_ES.map((item) => item.id)).toEqual(HELP_CORPUS.map((item) => item.id));
    HELP_CORPUS.forEach((english, position) => {
      const spanish = HELP_CORPUS_ES[position];
      const used = (text: string) => [...text.matchAll(PLACEHOLDERS)].map(([name]) => name).sort();
      expect(used(`${spanish?.title} ${spanish?.answer}`), english.id).toEqual(
        used(`${english.title} ${english.answer}`),
      );
      expect(spanish?.phrasings.length, english.id).toBeGreaterThan(0);
      expect(spanish?.keywords.length, english.id).toBeGreaterThan(0);
    });
  });

  it("writes each lender's name, phone, e-mail and hours into the contact answer, in Spanish", () => {
    expect(fillPlaceholders(entry('contact-lender').answer, national)).toBe(
      'Llámenos al 888-555-0100 o escríbanos a support@hearth.example. Nuestro horario de atención telefónica: Lunes a viernes: 6:00 a. m. – 6:00 p. m., hora del Pacífico; Sábado: 8:00 a. m. – 2:00 p. m., hora del Pacífico; Domingo: Cerrado. Puede escribirnos en cualquier momento; respondemos los correos electrónicos en ese horario.',
    );
    expect(fillPlaceholders(entry('contact-lender').title, creditUnion)).toBe(
      '¿Cómo me comunico con Bluewater por teléfono o correo electrónico?',
    );
  });

  it("words each lender's terms, AutoPay, minimum age and states in Spanish, figures as in English", () => {
    expect(national.terms).toBe('5, 10, 15 y 30 años');
    expect(creditUnion.terms).toBe('5 y 10 años');
    expect(national.autopayDiscount).toBe(
      'Sí: con AutoPay, su APR es 0.25 puntos porcentuales más baja, y su oferta muestra la APR con AutoPay.',
    );
    expect(creditUnion.autopayDiscount).toBe('Bluewater no ofrece un descuento por AutoPay.');
    expect(national.minimumAgeRule).toBe('al menos 18 años (19 en Alabama)');
    expect(creditUnion.minimumAgeRule).toBe('al menos 62 años');
    expect(creditUnion.licensedStates).toBe('Oregón y Washington');
    expect(national.licensedStates).toBe(
      '10 estados; la solicitud verifica primero el estado de su propiedad',
    );
    expect(fillPlaceholders(entry('line-amount-range').answer, creditUnion)).toContain(
      'Bluewater ofrece líneas de $25,000 a $250,000.',
    );
  });
});

/** Spanish-speaking borrowers' questions as they type them (accents or not, typos, synonyms). */
const QUESTIONS: [question: string, entryId: string][] = [
  ['¿Qué es una HELOC?', 'what-is-a-heloc'],
  ['como funciona una linea de credito con garantia hipotecaria', 'what-is-a-heloc'],
  ['¿Cuánto puedo pedir prestado?', 'line-amount-range'],
  ['cual es el monto maximo de la linea', 'line-amount-range'],
  ['¿qué es el CLTV?', 'cltv'],
  ['¿La tasa es fija o variable?', 'rate-index-margin'],
  ['¿cuáles son sus tasas actuales?', 'apr-range'],
  ['¿cuánto dura el período de retiro?', 'draw-period'],
  ['¿hay un pago global al final?', 'repayment'],
  ['¿qué plazos ofrecen?', 'terms-offered'],
  ['¿hay penalidad por pago anticipado?', 'prepayment'],
  ['¿me dan descuento por autopay?', 'autopay-discount'],
  ['¿los intereses son deducibles de impuestos?', 'tax-deductible'],
  ['¿qué es el cargo por originación?', 'origination-fee'],
  ['cuanto son los costos de cierre', 'closing-costs'],
  ['¿hay un cargo anual?', 'annual-fee'],
  ['¿qué es el impuesto de registro?', 'recording-tax'],
  ['¿qué significa total del retiro?', 'draw-total'],
  ['¿cuánto tiempo toma presentar la solicitud?', 'how-long-to-apply'],
  ['¿ver mis ofertas afecta mi puntaje de crédito?', 'soft-credit-check'],
  ['mi credito esta congelado', 'credit-freeze'],
  ['¿puedo guardar mi solicitud y terminar después?', 'save-and-resume'],
  ['mi esposa está en el título, ¿tiene que firmar?', 'co-owners'],
  ['nuestra casa está en un fideicomiso', 'trust-ownership'],
  ['¿cómo verifico mis ingresos?', 'income-verification'],
  ['trabajo por cuenta propia, ¿qué necesitan?', 'self-employed'],
  ['¿es seguro vincular mi cuenta bancaria?', 'bank-linking'],
  ['¿puedo usar mi pasaporte?', 'identity-verification'],
  ['¿qué tipos de archivo puedo subir?', 'upload-formats'],
  ['¿necesito una tasación?', 'appraisal'],
  ['cuanto tarda la tasacion', 'appraisal'],
  ['¿qué es una opinión de precio de un corredor?', 'broker-price-opinion'],
  ['¿cómo funciona el notario en línea?', 'notary-online'],
  ['¿puede un notario venir a mi casa?', 'notary-at-home'],
  ['¿qué es el derecho de cancelación?', 'rescission-right'],
  ['¿hay un período de reflexión?', 'rescission-right'],
  ['¿cómo cancelo mi línea de crédito?', 'how-to-cancel'],
  ['¿cuándo recibiré mi dinero?', 'funding-timing'],
  ['¿puedo pagar mis tarjetas de crédito con la línea?', 'debt-payoff'],
  ['¿qué seguro necesito?', 'insurance'],
  ['¿por qué me rechazaron?', 'declined'],
  ['¿cómo protegen mis datos?', 'account-security'],
  ['¿cuál es su horario?', 'hours'],
  ['¿abren los sábados?', 'hours'],
  ['quiero hablar con una persona', 'talk-to-person'],
  ['¿cuál es su número de teléfono?', 'contact-lender'],
  ['olvidé mi contraseña', 'password'],
  ['¿cuál es su número NMLS?', 'nmls-licensing'],
  ['¿qué es el certificado de zona de inundación?', 'flood-certificate'],
  ['¿por qué necesitan mi número de seguro social?', 'ssn-requested'],
  ['¿cómo cambio mi correo electrónico?', 'update-details'],
  ['¿qué pasa después de firmar con el notario?', 'funding-stages'],
  ['¿a qué cuenta llega el dinero?', 'disbursement-account'],
  ['¿dónde descargo mis documentos firmados?', 'signed-documents'],
  ['¿qué puntaje de crédito necesito?', 'credit-score-needed'],
  ['¿qué pasa si no puedo hacer mis pagos?', 'lose-home-risk'],
  ['¿qué necesito para aplicar?', 'what-you-need-to-apply'],
  ['mi esposo tiene que firmar', 'co-owners'],
  ['¿necesito ir a una oficina para firmar?', 'notary-online'],
  ['¿cuánto tiempo tengo para cancelar?', 'rescission-right'],
  ['¿en qué estados prestan?', 'eligibility'],
  ['mi banco no aparece', 'bank-not-listed'],
  ['puedo usar mi licencia de conducir', 'identity-verification'],
  ['¿tienen cargo por solicitud?', 'annual-fee'],
  ['tasasion', 'appraisal'],
  ['notaro en linea', 'notary-online'],
];

const OFF_TOPIC = ['¿qué tiempo hace en París?', 'elefante morado banana', 'cuéntame un chiste', 'asdfghjkl'];

describe('Spanish help search', () => {
  it.each(QUESTIONS)('"%s" is answered by %s, confidently', (question, entryId) => {
    const [best] = index.search(question);
    expect(best?.entry.id).toBe(entryId);
    expect(best?.confidence).toBeGreaterThanOrEqual(CONFIDENT_ANSWER);
  });

  it.each(OFF_TOPIC)('"%s" finds nothing it is confident about', (question) => {
    const [best] = index.search(question);
    expect(best?.confidence ?? 0).toBeLessThan(CONFIDENT_ANSWER);
  });

  it('folds accents, so a question typed without them finds the words written with them', () => {
    expect(tokenizeSpanish('¿Cuánto tarda la TASACIÓN?')).toEqual(['cuanto', 'tarda', 'la', 'tasacion']);
    expect(index.search('cuanto tarda la tasacion')[0]?.entry.id).toBe(
      index.search('¿Cuánto tarda la tasación?')[0]?.entry.id,
    );
  });
});

describe('composeHelpAnswer in Spanish', () => {
  it('answers, cites the Spanish title and fills the lender', () => {
    const answer = composeHelpAnswer(index, '¿cómo me comunico con ustedes por teléfono?', national, 'es');
    expect(answer).toMatchObject({
      kind: 'HELP',
      source: {
        type: 'HELP_ENTRY',
        id: 'contact-lender',
        title: '¿Cómo me comunico con Hearth por teléfono o correo electrónico?',
      },
    });
    expect(answer.text).toContain('Llámenos al 888-555-0100');
  });

  it('offers a person in Spanish when nothing fits', () => {
    const answer = composeHelpAnswer(index, 'elefante morado banana', national, 'es');
    expect(answer).toMatchObject({ kind: 'NO_ANSWER', offerPerson: true, source: null });
    expect(answer.text).toBe(
      'Lo siento, no tengo una buena respuesta para eso. Elija "Hablar con una persona" y nuestro equipo le ayudará, o llámenos al 888-555-0100 (horario: Lunes a viernes: 6:00 a. m. – 6:00 p. m., hora del Pacífico; Sábado: 8:00 a. m. – 2:00 p. m., hora del Pacífico; Domingo: Cerrado).',
    );
  });
});
