import type { HelpEntry } from '../help-entry.ts';

/** Qué es una HELOC y cómo funcionan la línea, su tasa y sus pagos. */
export const HELOC_BASICS_ES: readonly HelpEntry[] = [
  {
    id: 'what-is-a-heloc',
    title: '¿Qué es una línea de crédito con garantía hipotecaria (HELOC)?',
    phrasings: ['qué es una heloc', 'cómo funciona una heloc', 'explíqueme la línea de crédito hipotecaria'],
    keywords: ['heloc', 'definición', 'línea de crédito', 'pedir prestado con mi casa', 'plusvalía'],
    answer:
      'Una línea de crédito con garantía hipotecaria (HELOC) le permite pedir prestado contra el capital acumulado en su vivienda, hasta un límite de crédito. Usted retira lo que necesita, cuando lo necesita, y solo paga intereses sobre lo que ha retirado. Su vivienda garantiza la línea.',
  },
  {
    id: 'line-amount-range',
    title: '¿Cuánto puedo pedir prestado?',
    phrasings: [
      'cuánto dinero me pueden prestar',
      'monto máximo de la línea',
      'monto mínimo del préstamo',
      'de cuánto puede ser mi línea',
    ],
    keywords: ['límite', 'monto', 'máximo', 'mínimo', 'prestado', 'límite de crédito', 'tamaño de la línea'],
    answer:
      '{companyNameShort} ofrece líneas de {minLine} a {maxLine}. La línea más grande que se le ofrezca depende del valor de su vivienda, de los préstamos que ya están garantizados con ella, de su crédito y de sus ingresos. Sus ofertas muestran el rango exacto entre el que puede elegir.',
  },
  {
    id: 'cltv',
    title: '¿Cuánto capital necesito en mi vivienda? (CLTV)',
    phrasings: [
      'qué es el cltv',
      'relación combinada préstamo-valor',
      'capital mínimo requerido',
      'límite de préstamo sobre valor',
    ],
    keywords: ['cltv', 'ltv', 'préstamo-valor', 'capital', 'saldo de la hipoteca', 'valor de la vivienda'],
    answer:
      'El CLTV (relación combinada préstamo-valor) compara todo lo que está garantizado con su vivienda con el valor de esta. {companyNameShort} presta hasta un CLTV de {maxCltv}: su línea más los saldos de los préstamos que ya tiene sobre su vivienda pueden sumar como máximo el {maxCltv} de su valor. Por ejemplo, en una vivienda de $500,000 con una hipoteca de $250,000, quedan {cltvExample} de margen para su línea, antes de los demás límites de su oferta.',
  },
  {
    id: 'initial-draw',
    title: '¿Qué es el retiro inicial?',
    phrasings: [
      'qué es el retiro inicial',
      'cuánto recibo al cierre',
      'diferencia entre el monto de la línea y el retiro',
      'efectivo al cierre',
    ],
    keywords: ['retiro inicial', 'retiro', 'primer adelanto', 'efectivo', 'fondos al cierre'],
    answer:
      'El retiro inicial es el dinero que se envía a su cuenta bancaria cuando se financia su línea. El monto de su línea incluye el retiro inicial, su cargo por originación y, en los estados que lo cobran, el impuesto de registro. Su oferta muestra cada cifra, y todas suman el monto de la línea.',
  },
  {
    id: 'draw-period',
    title: '¿Durante cuánto tiempo puedo retirar dinero de mi línea?',
    phrasings: [
      'cuánto dura el período de retiro',
      'puedo sacar más dinero después',
      'cuándo puedo volver a retirar',
      'retiros futuros',
    ],
    keywords: [
      'período de retiro',
      'adelanto',
      'retiro posterior',
      'retiro adicional',
      'sacar dinero',
      'acceso a los fondos',
    ],
    answer:
      'Puede tomar adelantos durante el período de retiro: los primeros cinco años de su plan, o todo el plazo si su plazo es más corto. Los adelantos posteriores no tienen cargo. Cada adelanto se suma a su saldo y su pago mensual se vuelve a calcular.',
  },
  {
    id: 'repayment',
    title: '¿Cómo pago mi línea?',
    phrasings: [
      'cómo funciona el reembolso',
      'período de reembolso',
      'hay un pago global al final',
      'cuándo termino de pagarla',
    ],
    keywords: ['reembolso', 'pagar', 'plazo', 'pago global', 'amortización', 'calendario de pagos'],
    answer:
      'Los pagos son mensuales. Cada pago reembolsa su saldo, con intereses, en pagos iguales durante el plazo de su plan ({terms}), y se vuelve a calcular después de cada adelanto. No hay pago global al final: los pagos cubren todo el saldo al terminar el plazo.',
  },
  {
    id: 'monthly-payment',
    title: '¿Cómo se calcula mi pago mensual?',
    phrasings: ['cómo calculan el pago mensual', 'cuánto voy a pagar al mes', 'monto del pago mensual'],
    keywords: ['pago mensual', 'pago mínimo', 'pago', 'mensualidad', 'amortizar', 'total del retiro'],
    answer:
      'Su pago mensual reembolsa el total del retiro (su retiro inicial más el cargo por originación) en pagos mensuales iguales, a su APR, durante su plazo. Su oferta muestra el pago para el monto que elija; cambia si más adelante toma otros adelantos.',
  },
  {
    id: 'rate-index-margin',
    title: '¿Cómo se fija mi tasa? ¿Es variable?',
    phrasings: [
      'la tasa es fija o variable',
      'cómo determinan la tasa de interés',
      'qué es el margen',
      'tasa preferencial prime',
    ],
    keywords: ['tasa', 'tasa de interés', 'variable', 'fija', 'índice', 'prime', 'margen', 'apr'],
    answer:
      'Su tasa es un índice, la tasa preferencial (Prime Rate) que publica The Wall Street Journal, más un margen que depende de su crédito y de su plazo. Sus ofertas son de tasa fija: la APR de cada adelanto se fija cuando usted lo toma y no cambia después. Un adelanto posterior se calcula con el índice de ese momento más su margen, así que puede tener una tasa más alta o más baja. Una APR nunca es mayor de 17.20% ni menor de 7.60%.',
  },
  {
    id: 'apr-range',
    title: '¿Qué APR puedo obtener?',
    phrasings: ['cuáles son sus tasas', 'tasas de interés actuales', 'qué apr me darán', 'la tasa más baja'],
    keywords: ['apr', 'tasas', 'interés', 'tasa de porcentaje anual', 'precios'],
    answer:
      'Las APR de {companyNameShort} van de {minApr} a {maxApr}, según su puntaje de crédito y el plazo que elija. Para ver sus ofertas hacemos una consulta de crédito blanda, que no afecta su puntaje de crédito, y le mostramos la APR exacta de cada plazo.',
  },
  {
    id: 'terms-offered',
    title: '¿Qué plazos puedo elegir?',
    phrasings: [
      'qué plazos ofrecen',
      'a cuántos años',
      'opciones de plazo del préstamo',
      'puedo elegir la duración',
    ],
    keywords: ['plazo', 'años', 'duración', 'plazo fijo'],
    answer:
      '{companyNameShort} ofrece plazos de {terms}. En la página de ofertas elige un plazo y luego desliza hasta el monto de línea que desea; su retiro inicial, la APR y el pago mensual se actualizan a medida que avanza. Los plazos más largos tienen pagos mensuales más bajos y una APR un poco más alta.',
  },
  {
    id: 'daily-interest',
    title: '¿Cómo se cobran los intereses?',
    phrasings: ['cómo se calculan los intereses', 'interés diario', 'cuándo empiezan a correr los intereses'],
    keywords: ['interés', 'diario', 'tasa periódica', 'acumulan', '365.25'],
    answer:
      'Los intereses se acumulan a diario sobre su saldo pendiente a la tasa periódica diaria, que es su APR dividida entre 365.25. Solo paga intereses sobre lo que ha retirado, no sobre la parte de la línea que no ha usado.',
  },
  {
    id: 'prepayment',
    title: '¿Puedo liquidar mi línea antes de tiempo?',
    phrasings: [
      'puedo pagar antes de tiempo',
      'hay penalidad por pago anticipado',
      'pagar de más',
      'pagarlo todo antes',
    ],
    keywords: ['prepago', 'pago anticipado', 'penalidad', 'liquidar antes', 'pago adicional'],
    answer:
      'Sí. Puede pagar por adelantado todo su saldo o parte de él en cualquier momento, sin penalidad. Los pagos se aplican primero a los cargos, luego a los intereses y después al capital.',
  },
  {
    id: 'autopay-discount',
    title: '¿Hay un descuento por AutoPay?',
    phrasings: [
      'descuento por autopay',
      'me dan una tasa más baja con pagos automáticos',
      'me conviene elegir autopay',
    ],
    keywords: ['autopay', 'pagos automáticos', 'descuento', 'ach', 'tasa más baja'],
    answer:
      '{autopayDiscount} Con AutoPay, su pago mensual se debita de su cuenta bancaria en la fecha de vencimiento. También puede optar por pagar usted mismo cada estado de cuenta mensual, y puede cambiarlo más adelante.',
  },
  {
    id: 'member-discounts',
    title: '¿Los socios de una cooperativa de crédito tienen descuento?',
    phrasings: [
      'descuento de la cooperativa de crédito',
      'descuento para socios',
      'descuento por ser miembro',
    ],
    keywords: ['cooperativa de crédito', 'socio', 'miembro', 'descuento', 'membresía'],
    answer:
      'Cuando un prestamista ofrece descuentos para socios, aparecen en Descuentos de su oferta, con la APR que obtendría. Los descuentos para socios se aplican una vez que se confirma su membresía.',
  },
  {
    id: 'tax-deductible',
    title: '¿Los intereses de una HELOC son deducibles de impuestos?',
    phrasings: ['los intereses son deducibles', 'puedo deducir los intereses', 'impuestos sobre la heloc'],
    keywords: ['impuestos', 'deducción', 'deducible', 'irs', 'deducir'],
    answer:
      'Depende de su situación y de cómo use el dinero. Consulte a un asesor fiscal sobre la deducibilidad de los intereses y cargos de su línea; nosotros no podemos darle asesoría fiscal.',
  },
  {
    id: 'lose-home-risk',
    title: '¿Qué pasa si no puedo hacer mis pagos?',
    phrasings: ['qué pasa si no hago un pago', 'puedo perder mi casa', 'qué pasa si caigo en mora'],
    keywords: ['mora', 'pago atrasado', 'atraso', 'ejecución hipotecaria', 'riesgo', 'garantía'],
    answer:
      'Su vivienda garantiza la línea, así que podría perderla si no cumple con las obligaciones de su contrato. Si cree que se atrasará con un pago, llámenos al {phone} ({hours}) lo antes posible para revisar sus opciones con usted.',
  },
];
