import type { HelpEntry } from '../help-entry.ts';

/** Cargos y costos, como los muestran la página de ofertas y la divulgación preliminar. */
export const COSTS_ES: readonly HelpEntry[] = [
  {
    id: 'origination-fee',
    title: '¿Qué es el cargo por originación?',
    phrasings: ['cargo por originación', 'de cuánto es el cargo', 'qué cargos cobran', 'cargo inicial'],
    keywords: ['originación', 'cargo', 'comisión', 'porcentaje', 'financiado'],
    answer:
      'El cargo por originación es como máximo el {maxOriginationFee} de su retiro inicial, y su oferta muestra el cargo exacto. Se financia con su línea en lugar de pagarse de su bolsillo: el total del retiro es el retiro más el cargo. No hay cargo anual ni cargo por adelantos posteriores.',
  },
  {
    id: 'closing-costs',
    title: '¿Qué otros costos podría pagar?',
    phrasings: ['costos de cierre', 'cargos de terceros', 'cuáles son los costos posibles', 'cargos ocultos'],
    keywords: [
      'costos de cierre',
      'costos',
      'terceros',
      'cargo de registro',
      'cargo por valuación',
      'cargo del notario',
    ],
    answer:
      'Además del cargo por originación, podría pagar: una valuación de la propiedad de $180 si no hay una valuación automatizada disponible; hasta $300 por un notario en su domicilio si lo elige en lugar del notario en línea; cargos de registro del condado de $0 a $315; y, en los estados que lo cobran, un impuesto de registro. Su oferta muestra los costos que le corresponden en Costos posibles.',
  },
  {
    id: 'recording-tax',
    title: '¿Qué es el impuesto de registro?',
    phrasings: ['impuesto de registro', 'impuesto hipotecario', 'impuesto estatal sobre la línea'],
    keywords: ['impuesto de registro', 'impuesto hipotecario', 'estado', 'condado', 'por 100,000'],
    answer:
      'Algunos estados cobran un impuesto cuando se registra la escritura que garantiza su línea, de hasta $1,400 por cada $100,000 de la línea. Se paga con su línea al cierre, así que su retiro inicial es la línea menos el cargo y el impuesto. Su oferta lo muestra cuando su estado lo cobra.',
  },
  {
    id: 'draw-total',
    title: '¿Qué es el total del retiro?',
    phrasings: [
      'qué significa total del retiro',
      'retiro más cargo',
      'por qué el total del retiro es mayor que mi retiro',
    ],
    keywords: ['total del retiro', 'total', 'retiro más cargo', 'saldo'],
    answer:
      'El total del retiro es su retiro inicial más el cargo por originación: el saldo que empieza a pagar. Su pago mensual y los intereses diarios se calculan sobre ese total. Nunca incluye el impuesto de registro.',
  },
  {
    id: 'annual-fee',
    title: '¿Hay un cargo por solicitud o un cargo anual?',
    phrasings: ['cargo por solicitud', 'cargo anual', 'cuota anual', 'cargo por sacar dinero después'],
    keywords: ['anual', 'cuota', 'mantenimiento', 'cargo por solicitud', 'cargo'],
    answer:
      'No. No hay cargo por solicitud, ni cargo anual, ni cargo por adelantos posteriores. Los cargos de su línea son el cargo por originación y los costos de terceros que aparecen en su oferta.',
  },
];
