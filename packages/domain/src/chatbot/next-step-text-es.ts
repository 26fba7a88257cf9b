import type { ServerStep } from '../enums/server-step.ts';
import type { StepText } from './next-step-text.ts';

/** What the borrower's page asks of them at each step, in Spanish, as the Spanish pages say it. */
const CHECKING =
  'Estamos revisando su crédito, su propiedad y su elegibilidad para encontrar sus ofertas. Por lo general toma unos segundos; después, su siguiente paso se abre automáticamente.';
const UNDERWRITER =
  'Un suscriptor está revisando su solicitud. La mayoría de las revisiones terminan en 1 a 2 días hábiles; si necesitamos algo de usted, le enviaremos un correo electrónico y lo pondremos en su panel.';
const FREEZE =
  'Su informe de crédito está bloqueado o congelado. Levante el congelamiento por unos días en la agencia de crédito y luego avísenos en la página de su solicitud (o denos el PIN de su congelamiento), y volveremos a consultar de inmediato.';
const PREPARING =
  'Estamos preparando sus documentos. No tiene que hacer nada; su siguiente paso se abre automáticamente.';
const VALUATION =
  'La valuación de su vivienda está en curso. No tiene que hacer nada, a menos que el corredor o el tasador le llame para acordar una visita.';
const TITLE =
  'Estamos terminando el estudio de título. No tiene que hacer nada; si encuentra algo que debemos resolver, nuestro equipo se comunicará con usted.';
const PAYOFFS =
  'Estamos obteniendo los estados de liquidación de los préstamos que va a pagar; los prestamistas suelen enviarlos en 3 a 5 días hábiles. Siga haciendo sus pagos habituales hasta el cierre.';
const NOTARY = (manualNotary: boolean) =>
  manualNotary
    ? 'Firme su escritura de fideicomiso con el notario en la cita que reservó; tenga a mano su identificación con foto. Para cambiar el horario, llámenos.'
    : 'Firme su escritura de fideicomiso ante un notario: reúnase ahora con uno en línea por video (unos 15 minutos) o reserve un notario que vaya a su domicilio.';
const FUNDING =
  'Su cierre terminó. Después de su derecho de cancelación de tres días hábiles, registramos su escritura en su condado y enviamos sus fondos.';
const CLOSING_DOCUMENTS = 'Firme sus documentos de cierre en línea; toma unos 10 minutos.';
const PREPARING_CLOSING = 'Estamos preparando sus documentos de cierre. Todavía no tiene que hacer nada.';
const PREPARING_DEED = 'Estamos preparando su escritura para la firma. No tiene que hacer nada.';
const RECORDING = 'Estamos registrando su escritura en su condado. Después le enviamos sus fondos.';
const ON_THE_WAY = 'Sus fondos van en camino.';
const SUMMARY = 'Revise y firme el resumen de su solicitud.';

export const NEXT_STEP_TEXT_ES: Record<ServerStep, StepText> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: CHECKING,
  WAITING_FOR_SOFT_CREDIT: CHECKING,
  SOFT_CREDIT_PULL: CHECKING,
  SOFT_CREDIT_LOCKED_OR_FROZEN: FREEZE,
  CREDIT_NO_MATCH:
    'Confirme su número de Seguro Social para que podamos encontrar su historial de crédito. Sigue siendo una consulta de crédito blanda y no afectará su puntaje de crédito.',
  CREDIT_NO_MATCH_SSN:
    'No encontramos historial de crédito con el número que nos dio. Si está mal, llámenos y nuestro equipo puede corregirlo y volver a consultar.',
  CREDIT_ERROR: UNDERWRITER,
  CREDIT_MINOR: UNDERWRITER,
  FACTA_REVIEW: UNDERWRITER,
  NO_PROPERTY_FOUND:
    'Confirme la dirección de su propiedad: revísela y elíjala de la lista para que podamos encontrarla en los registros públicos.',
  MULTIPLE_PROPERTIES: 'Encontramos más de una propiedad en su dirección. Elija cuál es la suya.',
  WAITING_FOR_AVM_DATA: CHECKING,
  NO_AVM_FOUND: 'Díganos su cálculo del valor de su vivienda; no pudimos obtener una valuación automatizada.',
  DELINQUENCY_REVIEW: UNDERWRITER,
  FRAUD_REVIEW:
    'Nuestro equipo está revisando su solicitud. Por lo general toma 1 a 2 días hábiles; cualquier pedido aparecerá en su panel.',
  UNDERWRITING_REVIEW: UNDERWRITER,
  LIEN_VERIFICATION:
    'Confirme los préstamos sobre su vivienda: revise los gravámenes que muestran los registros públicos o díganos qué está mal.',
  LIEN_POSITION_REVIEW:
    'Nuestro equipo está revisando los gravámenes sobre su vivienda. Se comunicará con usted en 1 a 2 días hábiles si necesita algo.',
  LIEN_ATTESTATION:
    'Confirme que no se ha puesto ningún gravamen nuevo sobre su vivienda desde que presentó su solicitud.',
  CLTV_LIEN_POSITION_REQUALIFY:
    'Revise su oferta actualizada: la revisión de su vivienda o de sus gravámenes cambió lo que podemos ofrecerle.',
  WAITING_FOR_INITIAL_OFFERS: CHECKING,
  ASSETS_PREQUAL:
    'Revise su oferta limitada por sus ingresos y acéptela, o pregúntenos cómo considerar sus activos.',
  OFFER_SELECTION: 'Elija su oferta: escoja un plazo fijo y luego el monto de línea que desea.',
  REVISED_OFFER_SELECTION:
    'Verificamos sus ingresos y actualizamos sus ofertas. Vuelva a elegir; nada es definitivo hasta que firme.',
  FINAL_OFFER: CLOSING_DOCUMENTS,
  COLLECT_ADDITIONAL_INFO: 'Denos algunos datos más sobre usted para continuar con su solicitud.',
  HMDA: 'Responda las preguntas de supervisión del gobierno de su solicitud.',
  GEN_APPLICATION_DISCLOSURE: PREPARING,
  WAITING_FOR_APPLICATION_DISCLOSURE: PREPARING,
  GEN_SUMMARY_DISCLOSURE: PREPARING,
  WAITING_FOR_SUMMARY_DISCLOSURE: PREPARING,
  SUMMARY_DISCLOSURE: SUMMARY,
  APP_SUBMISSION: SUMMARY,
  HARD_CREDIT_PULL:
    'Estamos haciendo la consulta de crédito rigurosa que usted autorizó. Su siguiente paso se abre automáticamente.',
  HARD_CREDIT_LOCKED_OR_FROZEN: FREEZE,
  INCOME_VERIFICATION:
    'Verifique sus ingresos: vincule su cuenta bancaria (lo más rápido) o suba sus talones de pago más recientes.',
  EMPLOYMENT_VERIFICATION:
    'Estamos verificando su empleo con su empleador, por lo general en uno a dos días hábiles. Por ahora no tiene que hacer nada.',
  IDENTITY_VERIFICATION: 'Verifique su identidad: suba una identificación con foto emitida por el gobierno.',
  WAITING_FOR_ID_VERIFICATION:
    'Estamos revisando la identificación que subió. Su siguiente paso se abre automáticamente.',
  DOCUMENT_REQUEST: 'Responda los pedidos de su prestamista que aparecen en su panel.',
  DISBURSEMENT_ACCOUNT: 'Elija la cuenta bancaria que recibirá sus fondos.',
  BANK_ACCOUNT_VERIFICATION: 'Estamos verificando la cuenta bancaria que nos dio para sus fondos.',
  AUTOPAY_ACCOUNT: 'Elija cómo quiere hacer sus pagos: AutoPay o pagar usted mismo cada mes.',
  VERIFIED_AUTOPAY_ACCOUNT: 'Confirme sus cuentas bancarias para sus fondos y sus pagos.',
  MERCHANT_REVIEW:
    'Estamos revisando su actividad de crédito reciente, una verificación de rutina que suele tomar 1 día hábil.',
  NAV_BPO_ORDER_REQUEST:
    'Cuéntenos sobre el estado de su vivienda y solicite su valuación (una opinión de precio de un corredor; nosotros pagamos el cargo del corredor).',
  NAV_BPO_ORDERED: VALUATION,
  NAV_BPO_PROCESSING: VALUATION,
  NAV_BPO_REVIEW: VALUATION,
  NAV_RESI_EVAL_ESTIMATE:
    'Díganos su cálculo del valor de su vivienda para que nuestro equipo de valuación pueda terminar su evaluación.',
  NAV_RESI_EVAL_ORDER_REQUEST: VALUATION,
  NAV_RESI_EVAL_PROCESSING: VALUATION,
  NAV_RESI_EVAL_REVIEW: VALUATION,
  ONSITE_APPRAISAL_PAYMENT:
    'Pague la tasación de su vivienda; después, un tasador con licencia le llamará para acordar una visita.',
  ONSITE_APPRAISAL_PENDING:
    'Estamos programando su tasación. Un tasador con licencia le llamará para acordar una visita.',
  ONSITE_APPRAISAL_SCHEDULED: VALUATION,
  ONSITE_APPRAISAL_REVIEW: VALUATION,
  PREQUAL_TITLE: TITLE,
  ORDER_FULL_TITLE: TITLE,
  FINAL_TITLE_ORDER: TITLE,
  FINAL_TITLE_PROCESSING: TITLE,
  FINAL_TITLE_REVIEW: TITLE,
  PAYOFF_REQUEST_PENDING: PAYOFFS,
  PAYOFF_REVIEW: PAYOFFS,
  PAYOFF_VERIFICATION: PAYOFFS,
  TRUST_AND_INSURANCE: 'Suba la página de declaraciones de su póliza de seguro de propietario de vivienda.',
  INSURANCE_REVIEW:
    'Estamos revisando su seguro de propietario de vivienda. Su siguiente paso se abre automáticamente.',
  GEN_CLOSING_DISCLOSURE: PREPARING_CLOSING,
  GEN_NOTE_SIGNING: PREPARING_CLOSING,
  NOTE_SIGNING: CLOSING_DOCUMENTS,
  CO_DEED_REQ:
    'Estamos esperando que los demás propietarios que figuran en el título firmen la escritura de fideicomiso en su área de firmante.',
  GEN_NOTARY_DISCLOSURE: PREPARING_DEED,
  NOTARY_DISCLOSURE: NOTARY,
  ATTORNEY_REVIEW:
    'Un abogado está revisando sus documentos de cierre, como lo exige su estado. Le avisaremos cuando pueda firmar su escritura.',
  NOTARY_WAITING_PERIOD: NOTARY,
  GEN_DEED_SIGNING: PREPARING_DEED,
  DEED_SIGNING: NOTARY,
  MANUAL_DEED_SIGNING: NOTARY,
  E_NOTARY_SESSION:
    'Usted firmó su escritura ante el notario. El notario la está sellando y nos la enviará, por lo general en unos minutos.',
  GEN_RESCISSION: FUNDING,
  RESCISSION: FUNDING,
  GEN_RECORDING: RECORDING,
  RECORDING: RECORDING,
  FUNDABLE: ON_THE_WAY,
  DIRECT_DEBT_PAYOFF: 'Sus fondos van en camino; estamos pagando las deudas que eligió liquidar.',
  FUNDING_DECISION: ON_THE_WAY,
  COMPLETE: 'Su línea de crédito está financiada. No hay más pasos.',
  DECLINED:
    'No podemos aprobar su solicitud. Su aviso de rechazo, con los motivos y sus derechos, está en la página de su solicitud.',
  CANCELLED: 'Su solicitud está cancelada. No hay más pasos.',
  UNKNOWN:
    'Estamos trabajando en su solicitud. Revise la página de su solicitud en unos minutos; si mañana sigue esperando, llámenos.',
};
