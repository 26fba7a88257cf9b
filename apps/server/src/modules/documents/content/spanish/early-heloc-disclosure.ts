import { bookletsFor } from '@hearth/domain/disclosures/cfpb-heloc-booklet';
import {
  APR_LIMITS,
  MANUAL_NOTARY_COST,
  RECORDING_FEE_LIMITS,
  VALUATION_COST,
} from '@hearth/domain/offers/offer-limits';
import type { DocumentData, DocumentOfferTerms } from '../../document-data.ts';
import {
  bullet,
  type DocumentContent,
  type DocumentLine,
  heading,
  paragraph,
  table,
} from '../../pdf/document-lines.ts';
import { clampApr, disclosedTerms, marginFor } from '../early-heloc-disclosure.ts';
import { apr, money, monthlyPayment, percent, quoteTerms } from '../format.ts';
import { EXAMPLE_BALANCE, PRIME_RATE_HISTORY } from '../historical-index.ts';
import { describeRateChangesEs } from './format.ts';

function paymentTerms(terms: DocumentOfferTerms): DocumentLine[] {
  const payment = monthlyPayment(EXAMPLE_BALANCE, terms.rate, terms.term);
  return [
    heading('Requisitos del pago mínimo'),
    paragraph(
      `Usted puede recibir adelantos de crédito durante el período de retiro, los primeros ${Math.min(terms.term, 5)} años del plan. Sus pagos vencen cada mes. Cada pago mensual mínimo es la cantidad que liquida el saldo pendiente, con intereses, en pagos mensuales iguales durante el plazo de ${terms.term} años del plan; se vuelve a calcular después de cada adelanto. No hay pago global final (balloon): los pagos mínimos liquidan todo el saldo al final del plazo.`,
    ),
    heading('Ejemplo del pago mínimo'),
    paragraph(
      `Si usted hiciera solo los pagos mensuales mínimos y no recibiera ningún otro adelanto de crédito, tardaría ${terms.term} años en liquidar un adelanto de crédito de ${money(EXAMPLE_BALANCE)} a una TASA DE PORCENTAJE ANUAL de ${apr(terms.rate)}. Durante ese período, haría ${terms.term * 12} pagos mensuales de ${money(payment)}.`,
    ),
  ];
}

function feeLines(terms: DocumentOfferTerms): DocumentLine[] {
  const quote = quoteTerms(terms);
  const thirdParty = terms.costs?.length
    ? terms.costs.map((cost) => bullet(`${cost.label}: ${money(cost.amount)}`))
    : [
        bullet(
          `Valuación de la propiedad, cuando no hay una valuación automatizada: ${money(VALUATION_COST)}`,
        ),
        bullet(`Notario en persona (manual), si usted lo elige: ${money(MANUAL_NOTARY_COST)}`),
        bullet(
          `Cargos de registro del condado: de ${money(RECORDING_FEE_LIMITS.min)} a ${money(RECORDING_FEE_LIMITS.max)}`,
        ),
        bullet(
          'Impuesto estatal de registro o de hipoteca, en los estados que lo cobran: lo fijan el estado y el condado',
        ),
      ];
  return [
    heading('Cargos y costos'),
    paragraph(
      `Para abrir y mantener la línea de crédito, usted debe pagarnos los siguientes cargos: un cargo de originación del ${percent(terms.originationFeePercent ?? 0)} de su retiro inicial (${money(quote.originationFee.toNumber())} sobre un retiro inicial de ${money(quote.initialDraw.toNumber())} de una línea de ${money(terms.amount)}), financiado en la línea: el total de su retiro, retiro más cargo, es de ${money(quote.drawTotal.toNumber())}. No hay cargo anual ni cargo por adelantos posteriores.`,
    ),
    paragraph(
      'Usted debe pagar ciertos cargos a terceros para abrir el plan. Por lo general, estos cargos suman entre las cantidades que se indican a continuación:',
    ),
    ...thirdParty,
    paragraph('Si usted lo pide, le daremos un desglose de los cargos que tendrá que pagar a terceros.'),
  ];
}

function variableRateLines(terms: DocumentOfferTerms): DocumentLine[] {
  const margin = marginFor(terms);
  const maxPayment = monthlyPayment(EXAMPLE_BALANCE, APR_LIMITS.max, terms.term);
  const rows = PRIME_RATE_HISTORY.map(({ year, rate }) => {
    const yearApr = clampApr(rate + margin);
    return [
      String(year),
      `${rate.toFixed(2)}%`,
      `${margin.toFixed(2)}%`,
      apr(yearApr),
      money(monthlyPayment(EXAMPLE_BALANCE, yearApr, terms.term)),
    ];
  });
  return [
    heading('Características de la tasa variable'),
    paragraph(
      'Este plan tiene una tasa variable. Como resultado, la TASA DE PORCENTAJE ANUAL (que corresponde a la tasa periódica) y el pago mensual mínimo pueden cambiar. La TASA DE PORCENTAJE ANUAL incluye solo intereses y ningún otro costo.',
    ),
    paragraph(
      `La tasa de porcentaje anual se basa en el valor de un índice, la tasa preferencial (Prime Rate) que publica The Wall Street Journal, más un margen. Para determinar su tasa, sumamos un margen de ${margin.toFixed(2)} puntos porcentuales al valor del índice. Pídanos el valor actual del índice, el margen y la tasa de porcentaje anual. Después de que abra un plan, le daremos la información de la tasa en los estados de cuenta periódicos que le enviemos.`,
    ),
    paragraph(describeRateChangesEs(terms.type)),
    paragraph(
      `Ejemplo de la tasa y el pago máximos: si usted tuviera un saldo pendiente de ${money(EXAMPLE_BALANCE)}, el pago mensual mínimo a la TASA DE PORCENTAJE ANUAL máxima de ${apr(APR_LIMITS.max)} sería de ${money(maxPayment)}. Esta tasa de porcentaje anual podría alcanzarse en la fecha del primer cambio de tasa.`,
    ),
    heading('Ejemplo histórico'),
    paragraph(
      `La tabla muestra cómo habrían cambiado la tasa de porcentaje anual y el pago mensual mínimo de un solo adelanto de crédito de ${money(EXAMPLE_BALANCE)} según los cambios del índice en los últimos 15 años. Los valores del índice son del primer día hábil de enero de cada año. Aunque se muestra un solo pago por año, los pagos pudieron variar durante el año. La tabla supone que no se recibieron otros adelantos, que se hizo solo el pago mínimo y que la tasa no cambió durante cada año. No indica necesariamente cómo cambiarán el índice o sus pagos en el futuro.`,
    ),
    table(['Año', 'Índice', 'Margen', 'Tasa (APR)', 'Pago mensual'], rows),
  ];
}

const RISK_LINES: DocumentLine[] = [
  heading('Garantía'),
  paragraph(
    'Tomaremos una garantía sobre su vivienda. Usted podría perder su vivienda si no cumple con las obligaciones de su contrato con nosotros.',
  ),
  heading('Medidas que podemos tomar'),
  paragraph(
    'Podemos cancelar su línea de crédito, exigirle que nos pague todo el saldo pendiente en un solo pago y cobrarle cargos por la cancelación si:',
  ),
  bullet('usted comete fraude o hace declaraciones falsas importantes en relación con la línea de crédito;'),
  bullet('usted no cumple con las condiciones de pago;'),
  bullet('algo que usted hace o deja de hacer perjudica la garantía o nuestros derechos sobre la garantía.'),
  paragraph(
    'Podemos negarnos a darle más crédito o reducir su límite de crédito si el valor de la vivienda baja mucho por debajo de su valor tasado, si creemos razonablemente que usted no podrá cumplir con los pagos debido a un cambio importante en su situación económica, si usted no cumple con una obligación importante del contrato, si una medida del gobierno nos impide cobrar la tasa de porcentaje anual acordada o perjudica nuestra garantía, si una medida del gobierno afecta la prioridad de nuestra garantía, o si se llega a la tasa de porcentaje anual máxima.',
  ),
  heading('Amortización negativa'),
  paragraph(
    'Los pagos mínimos siempre cubren por lo menos los intereses que se deben; su saldo nunca aumenta por ellos.',
  ),
  heading('Deducción de impuestos'),
  paragraph('Consulte a un asesor de impuestos sobre la deducción de los intereses y cargos del plan.'),
];

function bookletLines(data: DocumentData): DocumentLine[] {
  const [spanish, english] = bookletsFor('es');
  return [
    heading('Folleto sobre líneas de crédito con garantía hipotecaria'),
    paragraph(
      `Usted debió recibir el folleto de la Oficina para la Protección Financiera del Consumidor (CFPB) "${spanish?.title}", en español, y su original en inglés, "${english?.title}". Si no los recibió, pídanos una copia o léalos en línea:`,
    ),
    ...(spanish ? [bullet(`En español: ${spanish.url}`)] : []),
    ...(english ? [bullet(`In English: ${english.url}`)] : []),
    paragraph(
      `Preguntas: ${data.lender.name}, NMLS #${data.lender.nmlsNumber}, ${data.lender.address}, ${data.lender.supportPhone}, ${data.lender.supportEmail}.`,
    ),
  ];
}

/** The Spanish of the Reg Z 1026.40(d) early disclosure (`buildEarlyHelocDisclosure`), figure for figure. */
export function buildEarlyHelocDisclosureEs(data: DocumentData): DocumentContent {
  const terms = disclosedTerms(data);
  return {
    title: `${data.lender.name}: Condiciones importantes de nuestra línea de crédito con garantía hipotecaria`,
    lines: [
      paragraph(
        `Preparado para ${data.borrower.fullName}, solicitud ${data.application.loanNumber}, para una línea de ${money(terms.amount)} a ${terms.term} años con una TASA DE PORCENTAJE ANUAL de ${apr(terms.rate)}.`,
      ),
      heading('Conserve esta información'),
      paragraph(
        'Este documento contiene información importante sobre nuestra línea de crédito con garantía hipotecaria (HELOC). Léalo con atención y guarde una copia.',
      ),
      heading('Disponibilidad de las condiciones'),
      paragraph(
        'Todas las condiciones que se describen a continuación pueden cambiar. Si estas condiciones cambian (salvo la tasa de porcentaje anual) y, por esa razón, usted decide no firmar un contrato con nosotros, tiene derecho a que le devuelvan todos los cargos que nos haya pagado a nosotros o a otros en relación con su solicitud.',
      ),
      ...RISK_LINES,
      ...paymentTerms(terms),
      ...feeLines(terms),
      ...variableRateLines(terms),
      ...bookletLines(data),
    ],
  };
}
