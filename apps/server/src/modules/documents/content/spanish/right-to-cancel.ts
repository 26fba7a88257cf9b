import { getRescissionDeadline } from '@hearth/domain/dates/rescission';
import type { DocumentData } from '../../document-data.ts';
import { type DocumentContent, field, heading, paragraph, signatureLine } from '../../pdf/document-lines.ts';
import { fecha, orNoIndicado } from './format.ts';

/**
 * The Spanish of the Reg Z 1026.15 notice (`buildRightToCancel`, model form G-5): the same dates
 * from the same calculation, so both versions name one last day to cancel.
 */
export function buildRightToCancelEs(
  data: DocumentData,
  transactionDate = data.documentDate,
): DocumentContent {
  const { lender, borrower, application } = data;
  const deadline = fecha(getRescissionDeadline([transactionDate]));
  return {
    title: 'Aviso del derecho a cancelar',
    lines: [
      field('Prestatario', borrower.fullName),
      field('Propietarios que tienen este derecho', [borrower.fullName, ...application.coDeeders].join(', ')),
      field('Propiedad', orNoIndicado(application.propertyAddress)),
      field('Número de préstamo', application.loanNumber),
      heading('Su derecho a cancelar'),
      paragraph(
        `Acordamos abrirle una cuenta de crédito renovable, y usted aceptó darnos una garantía sobre su vivienda para esa cuenta. Usted tiene el derecho legal, conforme a la ley federal, de cancelar la cuenta, sin ningún costo, dentro de los tres días hábiles siguientes al último de estos hechos: (1) la fecha de apertura de su cuenta, que es el ${fecha(transactionDate)}; (2) la fecha en que recibió sus divulgaciones de la Ley de Veracidad en los Préstamos (Truth in Lending); o (3) la fecha en que recibió este aviso de su derecho a cancelar la cuenta.`,
      ),
      paragraph(
        'Si usted cancela la cuenta, también se cancela la garantía sobre su vivienda. Dentro de los 20 días calendario siguientes a la fecha en que recibamos su aviso, debemos tomar las medidas necesarias para que conste que la garantía sobre su vivienda quedó cancelada. Debemos devolverle todo el dinero o los bienes que usted nos haya dado a nosotros o a otros en relación con esta cuenta.',
      ),
      paragraph(
        'Usted puede quedarse con el dinero o los bienes que le hayamos dado hasta que hayamos hecho lo indicado arriba, pero después debe ofrecer devolverlos. Si devolver los bienes no es práctico o es injusto, debe ofrecer su valor razonable. Puede ofrecer devolver los bienes en su vivienda o en el lugar donde se encuentren. El dinero debe devolverse a la dirección indicada abajo. Si no recibimos el dinero o los bienes dentro de los 20 días calendario siguientes a su oferta, usted puede quedárselos sin ninguna otra obligación.',
      ),
      heading('Cómo cancelar'),
      paragraph(
        `Si decide cancelar, puede hacerlo avisándonos por escrito a ${lender.name}, ${lender.address}, o por correo electrónico a ${lender.supportEmail}. También puede cancelar en línea desde su solicitud. Puede usar cualquier declaración escrita, firmada y fechada por usted, que diga que desea cancelar, o puede usar este aviso (en español o en inglés) fechándolo y firmándolo abajo. Guarde una copia de este aviso, porque contiene información importante sobre sus derechos.`,
      ),
      paragraph(
        `Si cancela por correo o telegrama, debe enviar el aviso a más tardar a la medianoche del ${deadline} (o a la medianoche del tercer día hábil siguiente al último de los tres hechos indicados arriba). Si envía o entrega su aviso de cancelación por escrito de otra manera, debe llegar a la dirección indicada arriba a más tardar en ese plazo.`,
      ),
      field('Último día para cancelar', `${deadline}, a la medianoche`),
      heading('Deseo cancelar'),
      signatureLine(`${borrower.fullName}, firma y fecha del consumidor`),
      heading('Acuse de recibo'),
      paragraph('Reconozco que recibí dos copias de este aviso del derecho a cancelar.'),
      signatureLine(`${borrower.fullName}, Prestatario`),
    ],
  };
}
