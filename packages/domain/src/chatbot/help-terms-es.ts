import type { HelpTerms } from './help-terms.ts';

/**
 * How Spanish help text and borrowers' questions become search terms. Accents and the tilde are
 * folded first, so "cuanto" finds "cuánto" and "tasacion" finds "tasación"; then, as in English,
 * phrases fold into one word, filler words are dropped, a light stemmer joins singular and plural,
 * and each word is also indexed under its synonym group's name. Borrowers often mix in the English
 * words the product uses (HELOC, APR, AutoPay), so those are kept as they are.
 */

/** Lower case without accents: "¿Cuánto tarda la tasación?" → "¿cuanto tarda la tasacion?". */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'");
}

/** Multi-word expressions (accents already folded), longest first, read as one word. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bderecho (a|de) (cancelar|cancelacion|rescision|rescindir|arrepentirse)\b/g, 'rescindir'],
  [/\bperiodo de (reflexion|arrepentimiento|enfriamiento)\b/g, 'rescindir'],
  [/\bcambiar de (opinion|idea)\b/g, 'rescindir'],
  [/\bechar(me)? (para )?atras\b/g, 'rescindir'],
  [/\bpagar(la|lo)? (todo )?(antes de tiempo|por adelantado|anticipadamente|antes)\b/g, 'prepago'],
  [/\bpago anticipado\b/g, 'prepago'],
  [/\bno (puedo|pueda|podre|podria|pudiera) (hacer (mis |los )?pagos?|pagar)\b/g, 'impago'],
  [/\b(dejo|dejar|deje) de pagar\b/g, 'impago'],
  [/\bpenalidad por pago\b/g, 'prepago penalidad'],
  [/\b(valor|precio) de (mi|la|su) (casa|vivienda|propiedad)\b/g, 'valuacion'],
  [/\bcuanto vale (mi|la) (casa|vivienda|propiedad)\b/g, 'valuacion'],
  [/\bcierre electronico\b/g, 'notario'],
  [/\bnotario (en linea|por video|remoto|electronico)\b/g, 'notario enlinea'],
  [/\bnotarizacion en linea\b/g, 'notario enlinea'],
  [/\ben linea\b/g, 'enlinea'],
  [/\boficial de prestamos?\b/g, 'corredor'],
  [/\b(numero de )?seguro social\b/g, 'ssn'],
  [/\blicencia de (conducir|manejo)\b/g, 'identificacion'],
  [/\btarjeta de residen(cia|te)( permanente)?\b/g, 'identificacion'],
  [/\bgreen card\b/g, 'identificacion'],
  [/\b(iniciar|inicio de) sesion\b/g, 'sesion'],
  [/\bco ?-?(propietario|firmante|deudor|prestatario)s?\b/g, 'copropietario'],
  [/\bauto[- ]?pay\b/g, 'autopay'],
  [/\bpagos? automaticos?\b/g, 'autopay'],
  [/\btalon(es)? de (pago|cheque|nomina)\b/g, 'talon'],
  [/\bcorreo electronico\b/g, 'email'],
  [/\be[- ]mail\b/g, 'email'],
  [/\bcarta de accion adversa\b/g, 'rechazo'],
  [/\baviso de accion adversa\b/g, 'rechazo'],
  [/\bprestamo (sobre|contra) (el )?valor\b/g, 'cltv'],
  [/\bcostos? de cierre\b/g, 'costo'],
  [/\bcargo por originacion\b/g, 'originacion'],
  [/\bcargo anual\b/g, 'anual'],
  [/\bcargo por solicitud\b/g, 'cargosolicitud'],
  [/\b(despues del?|tras el) (cierre|notario|firmar)\b/g, 'despuescierre'],
  [/\bcuan(to tiempo| pronto| rapido)\b/g, 'duracion'],
  [/\bcuantos dias( habiles)?\b/g, 'duracion'],
  [/\blinea de credito con garantia hipotecaria\b/g, 'heloc'],
  [/\blinea de credito hipotecaria\b/g, 'heloc'],
  [/\bcongelamiento de credito\b/g, 'congelamiento'],
  [/\bconsulta (blanda|suave)\b/g, 'consultablanda'],
  [/\bconsulta (rigurosa|dura|completa)\b/g, 'consultarigurosa'],
  [/\bpuntaje de credito\b/g, 'puntaje'],
  [/\binforme de credito\b/g, 'informe'],
  [/\bestudio de titulo\b/g, 'titulo'],
  [/\bopinion de precio\b/g, 'bpo'],
  [/\bpagina de declaraciones\b/g, 'declaraciones'],
  [/\bzona de inundacion\b/g, 'inundacion'],
  [/\btrabajo por cuenta propia\b/g, 'independiente'],
  [/\bcuenta propia\b/g, 'independiente'],
  [/\bdeclaraciones de impuestos\b/g, 'impuestos'],
  [/\bretiro inicial\b/g, 'retiroinicial'],
  [/\btotal del retiro\b/g, 'retirototal'],
  [/\bperiodo de retiro\b/g, 'periodoretiro'],
  [/\bpago mensual\b/g, 'pagomensual'],
  [/\bhablar con (una persona|alguien|un agente|un humano|un representante)\b/g, 'persona'],
];

/** Synonym groups (folded); the first word names the group and is indexed beside each member. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['rescindir', 'rescision', 'cancelar', 'cancelacion', 'cancelo', 'anular', 'arrepentirme', 'retractarme'],
  ['notario', 'notarial', 'notarizar', 'notarizacion', 'firma', 'firmar', 'firmo', 'cierre', 'enotary'],
  ['valuacion', 'valuar', 'tasacion', 'tasar', 'tasador', 'avaluo', 'avm', 'vale', 'valor'],
  ['payoff', 'liquidar', 'liquidacion', 'consolidar', 'consolidacion', 'saldar'],
  ['fondo', 'fondos', 'financiamiento', 'desembolso', 'desembolsar', 'dinero', 'depositar', 'deposito'],
  ['tasa', 'apr', 'interes', 'intereses'],
  [
    'cargo',
    'cargos',
    'costo',
    'costos',
    'tarifa',
    'tarifas',
    'comision',
    'comisiones',
    'cuesta',
    'cuestan',
    'cobran',
  ],
  ['vivienda', 'casa', 'hogar', 'propiedad', 'inmueble'],
  ['identificacion', 'pasaporte', 'licencia', 'identidad'],
  ['rechazo', 'rechazada', 'rechazado', 'rechazaron', 'negada', 'negaron', 'denegada', 'aprobaron'],
  ['talon', 'nomina', 'w2', 'recibo'],
  ['copropietario', 'conyuge', 'esposo', 'esposa', 'pareja', 'marido', 'mujer', 'cofirmante'],
  ['seguro', 'asegurado', 'poliza', 'aseguradora'],
  ['persona', 'humano', 'agente', 'representante', 'alguien', 'asesor'],
  ['congelamiento', 'congelado', 'congelada', 'bloqueado', 'bloqueada', 'bloqueo', 'congelar'],
  ['documento', 'documentos', 'papeles', 'papeleo', 'archivo', 'archivos'],
  ['cltv', 'ltv', 'capital', 'plusvalia'],
  ['heloc', 'helco', 'heloic'],
  ['prepago', 'penalidad', 'penalizacion', 'multa'],
  ['impago', 'mora', 'atraso', 'atrasado', 'atrasarme', 'incumplimiento'],
  ['horario', 'hora', 'horas', 'abierto', 'abren', 'cierran'],
  ['sesion', 'contrasena', 'clave'],
  ['contacto', 'telefono', 'llamar', 'llamarlos', 'comunicarme', 'comunicarse', 'numero'],
  ['plazo', 'plazos', 'anos'],
  ['solicitar', 'solicitud', 'aplicar', 'aplicacion', 'postular'],
  ['ingreso', 'ingresos', 'sueldo', 'salario'],
  ['banco', 'bancaria', 'bancario', 'vincular', 'conectar', 'enlazar', 'plaid'],
];

const SYNONYMS = new Map<string, string>(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group[0] as string] as const)),
);

/** Words that carry no topic in a borrower's question (folded). */
const STOP_WORDS = new Set(
  (
    'a al algo alguna alguno algun ante antes como con contra cual cuales cuando cuanto cuanta cuantos cuantas ' +
    'de del desde donde durante e el ella ellos en entre era es esa ese eso esta estas este esto estos estoy ' +
    'fue ha han has hay he hola la las le les lo los me mi mis mio muy nada ni no nos nosotros o os otra otro ' +
    'para pero poco por porque puede pueden puedo que quien quiero quisiera quisieramos saber se sea ser si ' +
    'sin sobre son soy su sus tal tambien tan tanto te tener tengo ti tiene tienen todo todos tu tus un una ' +
    'uno unos unas usted ustedes va van vamos y ya yo gracias favor buenas buenos dias tardes noches ' +
    'necesita necesitan necesitamos hacer hago hace hacen pasa pasar sucede ocurre significa ' +
    'explicar explicarme explique entender ayuda ayudar ayudarme pregunta preguntar debo deberia debe ' +
    'tienes tenemos estan estamos esta hay cosa cosas ahora aqui alli luego despues mas menos bien'
  ).split(' '),
);

/** The words of a text, after folding accents and phrases (letters and digits). */
export function tokenizeSpanish(text: string): string[] {
  return PHRASES.reduce((folded, [pattern, word]) => folded.replace(pattern, ` ${word} `), foldAccents(text))
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** A light stemmer: plurals become singular ("tasaciones" → "tasacion", "cargos" → "cargo"). */
export function stemSpanish(word: string): string {
  if (word.length > 6 && word.endsWith('ciones')) {
    return word.slice(0, -2);
  }
  if (word.length > 4 && word.endsWith('es') && /[lnrd]es$/.test(word)) {
    return word.slice(0, -2);
  }
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) {
    return word.slice(0, -1);
  }
  return word;
}

/** The search terms of one word: its stem and its synonym group's name; none for a filler word. */
export function expandSpanishWord(word: string): string[] {
  if (STOP_WORDS.has(word)) {
    return [];
  }
  const stemmed = stemSpanish(word);
  const group = SYNONYMS.get(word) ?? SYNONYMS.get(stemmed);
  return group && group !== stemmed ? [stemmed, group] : [stemmed];
}

export const SPANISH_HELP_TERMS: HelpTerms = { tokenize: tokenizeSpanish, expandWord: expandSpanishWord };
