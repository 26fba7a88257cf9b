import type { AdverseActionDetails, DocumentData } from '../../document-data.ts';
import {
  bullet,
  type DocumentContent,
  type DocumentLine,
  field,
  heading,
  paragraph,
} from '../../pdf/document-lines.ts';
import { type ADVERSE_ACTION_REASONS, DEFAULT_REASON } from '../adverse-action-notice.ts';
import { fecha, orNoIndicado } from './format.ts';

/** The Reg B model form C-1 reasons in Spanish, code for code with `ADVERSE_ACTION_REASONS`. */
export const ADVERSE_ACTION_REASONS_ES: Record<keyof typeof ADVERSE_ACTION_REASONS, string> = {
  CREDIT_SCORE: 'Su puntaje de crédito no cumple con nuestros requisitos',
  DTI: 'Obligaciones excesivas en relación con sus ingresos',
  DELINQUENCY: 'Atrasos pasados o actuales en obligaciones de crédito con otros acreedores',
  INSUFFICIENT_COLLATERAL: 'El valor o el tipo de la garantía no es suficiente',
  INCOME_UNVERIFIED: 'No pudimos verificar sus ingresos',
  INCOMPLETE_APPLICATION: 'La solicitud de crédito está incompleta',
  NO_CREDIT_FILE: 'No tiene historial de crédito',
  IDENTITY_UNVERIFIED: 'No pudimos verificar su identidad',
  PROPERTY_INELIGIBLE: 'No otorgamos crédito sobre el tipo de propiedad ofrecida como garantía',
  LIEN_POSITION: 'El valor neto de la propiedad no es suficiente, dados los gravámenes existentes',
};

function reasonLines(details: AdverseActionDetails | undefined): DocumentLine[] {
  const reasons = details?.reasons.length ? details.reasons : [DEFAULT_REASON];
  return reasons.slice(0, 4).map((reason) => bullet(ADVERSE_ACTION_REASONS_ES[reason] ?? reason));
}

function creditScoreLines(data: DocumentData): DocumentLine[] {
  const details = data.adverseAction;
  if (details?.creditScore === undefined) {
    return [];
  }
  return [
    heading('Su puntaje de crédito'),
    paragraph(
      'Nuestra decisión de crédito se basó total o parcialmente en información obtenida de un informe de la agencia de informes de crédito que se indica a continuación. Usted tiene derecho, conforme a la Ley de Informes de Crédito Justos (Fair Credit Reporting Act), a conocer la información que contiene su expediente de crédito en la agencia de informes de crédito. La agencia no participó en nuestra decisión y no puede darle las razones específicas por las que le negamos el crédito. Usted también tiene derecho a recibir gratis una copia de su informe de la agencia, si la pide a más tardar 60 días después de recibir este aviso. Además, si encuentra que alguna información del informe que reciba es incorrecta o está incompleta, tiene derecho a disputarla con la agencia de informes de crédito.',
    ),
    field('Puntaje de crédito', String(details.creditScore)),
    field('Los puntajes van de', '300 a 850'),
    field('Agencia de informes de crédito', orNoIndicado(details.creditBureau)),
  ];
}

/** The Spanish of the ECOA / Reg B 1002.9 notice (`buildAdverseActionNotice`), with the FCRA 615(a) score. */
export function buildAdverseActionNoticeEs(data: DocumentData): DocumentContent {
  const { lender, borrower, application } = data;
  return {
    title: 'Aviso de denegación, cancelación o cambio de crédito',
    lines: [
      field('Fecha', fecha(data.documentDate)),
      field('Solicitante', borrower.fullName),
      field('Dirección', orNoIndicado(borrower.homeAddress)),
      field(
        'Crédito solicitado',
        `Línea de crédito con garantía hipotecaria, solicitud ${application.loanNumber}`,
      ),
      field('Decisión', 'Su solicitud fue denegada.'),
      heading('Razones principales de la denegación del crédito'),
      ...reasonLines(data.adverseAction),
      ...creditScoreLines(data),
      heading('Aviso'),
      paragraph(
        'La Ley federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe que los acreedores discriminen a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato válido); porque la totalidad o parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe cualquier derecho conforme a la Ley de Protección del Crédito al Consumidor (Consumer Credit Protection Act). La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es la Oficina para la Protección Financiera del Consumidor (Bureau of Consumer Financial Protection), 1700 G Street NW, Washington, DC 20552.',
      ),
      paragraph(
        `Acreedor: ${lender.name}, NMLS #${lender.nmlsNumber}, ${lender.address}. Preguntas: ${lender.supportPhone}, ${lender.supportEmail}.`,
      ),
    ],
  };
}
