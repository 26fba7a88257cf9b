import type { DocumentData } from '../../document-data.ts';
import { type DocumentContent, heading, paragraph, table } from '../../pdf/document-lines.ts';

/** The Spanish of the Reg P model privacy form (`buildGlbaPrivacyNotice`), answer for answer. */
export function buildGlbaPrivacyNoticeEs(data: DocumentData): DocumentContent {
  const { lender } = data;
  return {
    title: `Datos: ¿Qué hace ${lender.shortName} con su información personal?`,
    lines: [
      paragraph(`Entregado a ${data.borrower.fullName} con la solicitud ${data.application.loanNumber}.`),
      heading('¿Por qué?'),
      paragraph(
        'Las compañías financieras deciden cómo comparten su información personal. La ley federal les da a los consumidores el derecho de limitar parte de ese intercambio, pero no todo. La ley federal también nos exige decirle cómo recopilamos, compartimos y protegemos su información personal. Lea este aviso con atención para entender lo que hacemos.',
      ),
      heading('¿Qué?'),
      paragraph(
        'Los tipos de información personal que recopilamos y compartimos dependen del producto o servicio que usted tenga con nosotros. Esta información puede incluir su número de Seguro Social y sus ingresos, los saldos de sus cuentas y su historial de pagos, y su historial y puntajes de crédito.',
      ),
      heading('¿Cómo?'),
      paragraph(
        `Todas las compañías financieras necesitan compartir la información personal de sus clientes para llevar a cabo sus actividades diarias. En la sección siguiente, indicamos las razones por las que las compañías financieras pueden compartir la información personal de sus clientes, las razones por las que ${lender.shortName} decide compartirla y si usted puede limitar ese intercambio.`,
      ),
      table(
        [
          'Razones por las que podemos compartir su información personal',
          '¿La compartimos?',
          '¿Puede usted limitar este intercambio?',
        ],
        [
          ['Para nuestras actividades comerciales diarias', 'Sí', 'No'],
          ['Para nuestros fines de mercadeo', 'Sí', 'No'],
          ['Para mercadeo conjunto con otras compañías financieras', 'No', 'No la compartimos'],
          [
            'Para las actividades comerciales diarias de nuestras afiliadas (transacciones y experiencias)',
            'No',
            'No la compartimos',
          ],
          [
            'Para las actividades comerciales diarias de nuestras afiliadas (solvencia crediticia)',
            'No',
            'No la compartimos',
          ],
          ['Para que nuestras afiliadas le ofrezcan productos', 'No', 'No la compartimos'],
          ['Para que compañías no afiliadas le ofrezcan productos', 'No', 'No la compartimos'],
        ],
        [0.56, 0.18, 0.26],
      ),
      heading('¿Preguntas?'),
      paragraph(`Llame al ${lender.supportPhone} o escriba a ${lender.supportEmail}.`),
      heading('¿Cómo protegemos su información personal?'),
      paragraph(
        'Para proteger su información personal contra el acceso y el uso no autorizados, usamos medidas de seguridad que cumplen con la ley federal. Estas medidas incluyen protecciones informáticas y archivos y edificios asegurados; los números confidenciales, como su número de Seguro Social, se cifran cuando los guardamos.',
      ),
      heading('¿Quién entrega este aviso?'),
      paragraph(`${lender.name}, NMLS #${lender.nmlsNumber}, ${lender.address}.`),
    ],
  };
}
