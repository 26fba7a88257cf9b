import type { HelpEntry } from '../help-entry.ts';

/** La firma, el notario, el derecho de cancelación, el financiamiento y las cuentas del dinero. */
export const CLOSING_ES: readonly HelpEntry[] = [
  {
    id: 'signing-documents',
    title: '¿Cómo firmo mis documentos de cierre?',
    phrasings: ['firmar documentos', 'firma electrónica', 'documentos de cierre', 'cómo firmo'],
    keywords: ['firmar', 'firma', 'documentos', 'cierre', 'firma electrónica'],
    answer:
      'Usted lee y firma sus documentos de cierre en línea; toma unos 10 minutos. Cada documento se abre en el visor: desplácese hasta el final y firme escribiendo su nombre o dibujando su firma. Su escritura se firma después, ante un notario.',
  },
  {
    id: 'notary-online',
    title: '¿Cómo funciona el notario en línea?',
    phrasings: [
      'notario en línea',
      'notario remoto',
      'notario por video',
      'cierre electrónico',
      'tengo que ir a una oficina a firmar',
    ],
    keywords: ['notario', 'en línea', 'remoto', 'video', 'enotary', 'ron', 'cierre electrónico', 'escritura'],
    answer:
      'Usted se reúne por video con un notario comisionado, desde su computadora o su teléfono, en unos 15 minutos. Necesita una cámara, un micrófono, la ubicación activada y su identificación con foto. El notario revisa su identificación, presencia la firma de su escritura de fideicomiso y luego la firma y la sella; la sesión se graba, como lo exige la ley.',
  },
  {
    id: 'notary-at-home',
    title: '¿Puede un notario venir a mi casa?',
    phrasings: ['notario en persona', 'notario móvil', 'programar un notario', 'notario a domicilio'],
    keywords: ['notario', 'en persona', 'móvil', 'domicilio', 'programar', 'cita', '$300'],
    answer:
      'Sí. Reserve un horario y un notario móvil irá a su domicilio; esto puede sumar hasta $300 en costos. Su notario le llama el día anterior para confirmar. Para cambiar el horario, llámenos al {phone}. También puede cambiar al notario en línea.',
  },
  {
    id: 'notary-device-check',
    title: 'Falló la revisión de mi cámara o de mi ubicación',
    phrasings: ['falló la revisión del dispositivo', 'la cámara no funciona', 'no se compartió la ubicación'],
    keywords: ['cámara', 'micrófono', 'ubicación', 'dispositivo', 'permiso', 'navegador'],
    answer:
      'Permita el acceso a la cámara, al micrófono y a la ubicación para este sitio en la configuración de su navegador y vuelva a intentarlo. Si su dispositivo sigue sin estar listo, puede reservar un notario que vaya a su domicilio.',
  },
  {
    id: 'attorney-review',
    title: '¿Por qué un abogado está revisando mis documentos?',
    phrasings: ['revisión del abogado', 'revisión legal', 'esperando para firmar la escritura'],
    keywords: ['abogado', 'licenciado', 'revisión', 'estado'],
    answer:
      'Algunos estados exigen que un abogado revise los documentos de cierre. Le avisaremos cuando pueda firmar su escritura; mientras tanto, no tiene que hacer nada.',
  },
  {
    id: 'rescission-right',
    title: '¿Puedo cambiar de opinión después de firmar? (Derecho de cancelación)',
    phrasings: [
      'derecho de rescisión',
      'puedo echarme para atrás después de firmar',
      'período de reflexión',
      'cuántos días tengo para cancelar',
    ],
    keywords: ['rescisión', 'reflexión', 'tres días hábiles', 'fecha límite', 'arrepentirme'],
    answer:
      'Sí. Después del cierre tiene tres días hábiles para cancelar su línea de crédito; los domingos y los días feriados federales no cuentan, y el derecho termina a la medianoche del último día. Su solicitud muestra la fecha límite exacta, y cualquier propietario que figure en el título puede cancelar. Sus fondos se envían cuando ese plazo ha pasado.',
  },
  {
    id: 'how-to-cancel',
    title: '¿Cómo cancelo mi línea de crédito?',
    phrasings: [
      'cómo rescindo',
      'cómo rescindir o cancelar mi línea',
      'cancelar mi heloc',
      'quiero cancelar',
      'retirar mi solicitud',
    ],
    keywords: ['cancelar', 'rescindir', 'retirar', 'detener', 'terminar'],
    answer:
      'Durante su período de derecho de cancelación, use "Cancelar esta línea de crédito" en su solicitud. Si cancela, no financiamos su línea, se libera el gravamen sobre su vivienda y se le reembolsa cualquier cargo que haya pagado; esto no se puede deshacer. Antes de firmar, simplemente puede no continuar, o llamarnos al {phone}.',
  },
  {
    id: 'funding-timing',
    title: '¿Cuándo recibiré mi dinero?',
    phrasings: [
      'cuándo me van a financiar',
      'cuánto falta para el financiamiento',
      'qué tan pronto tengo acceso a los fondos después del cierre',
      'tiempo de desembolso',
    ],
    keywords: ['financiamiento', 'financiada', 'fondos', 'dinero', 'desembolso', 'cuándo'],
    answer:
      'El financiamiento puede tomar apenas cinco días hábiles una vez que haya verificado sus datos y firmado. Después de notarizar su escritura, corre su derecho de cancelación de tres días hábiles; luego registramos su escritura en su condado y enviamos su retiro inicial a su cuenta. Su solicitud muestra cada paso.',
  },
  {
    id: 'funding-stages',
    title: '¿Qué pasa después de firmar con el notario?',
    phrasings: [
      'después del cierre',
      'qué pasa después del notario',
      'registro de mi escritura',
      'fondos en camino',
    ],
    keywords: ['registro', 'condado', 'escritura', 'financiamiento', 'etapas', 'después del cierre'],
    answer:
      'Después de firmar su escritura, sube su seguro de propietario de vivienda si todavía no lo tenemos. Luego vienen el período de derecho de cancelación, el registro de su escritura en su condado y el envío de sus fondos. Su solicitud muestra en qué etapa está: período de derecho de cancelación, escritura registrada, fondos enviados, financiada.',
  },
  {
    id: 'disbursement-account',
    title: '¿A dónde va mi dinero?',
    phrasings: ['a qué cuenta llega el dinero', 'dónde depositan mi dinero', 'cuenta de desembolso'],
    keywords: ['desembolso', 'cuenta', 'depósito', 'número de ruta', 'cheques', 'ahorros'],
    answer:
      'Usted elige la cuenta que recibe su retiro inicial: una cuenta vinculada o una que ingrese con sus números de ruta y de cuenta (en la parte inferior de un cheque o en la aplicación de su banco). Los retiros futuros pueden ir a la misma cuenta. El banco debe confirmar la cuenta antes del financiamiento.',
  },
  {
    id: 'autopay-setup',
    title: '¿Cómo configuro mis pagos?',
    phrasings: ['configurar autopay', 'pagos manuales', 'cómo pago', 'método de pago'],
    keywords: ['pago', 'autopay', 'manual', 'ach', 'débito', 'estado de cuenta'],
    answer:
      'Elija pagos automáticos (AutoPay), que se debitan de su cuenta bancaria en cada fecha de vencimiento, o pague usted mismo cada estado de cuenta mensual. Puede cambiarlo más adelante. AutoPay requiere su autorización para débitos electrónicos recurrentes de la cuenta que elija.',
  },
  {
    id: 'signed-documents',
    title: '¿Dónde encuentro mis documentos firmados?',
    phrasings: ['descargar mis documentos', 'copia de mi contrato', 'divulgaciones'],
    keywords: ['documentos', 'descargar', 'copia', 'contrato', 'divulgación', 'pdf'],
    answer:
      'Todas las divulgaciones y los documentos de su solicitud aparecen en Sus documentos, donde puede descargar una copia para sus registros.',
  },
];
